import { zodResolver } from '@hookform/resolvers/zod';
import {
  DEFAULT_COUNTRY,
  schoolInputSchema,
  type School,
  type SchoolInput,
  type SchoolValues,
} from '@school/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { messageOf } from '@/lib/api-error';
import { showFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { BOARD_OPTIONS } from '../options';

const FIELDS = [
  'name',
  'code',
  'board',
  'email',
  'phone',
  'address_line1',
  'address_line2',
  'city',
  'state',
  'country',
  'postal_code',
] as const satisfies ReadonlyArray<keyof SchoolInput>;

/** Spec 01 section 5: board CBSE and country India unless the school says otherwise. */
function defaultsOf(school: School | undefined): SchoolInput {
  // Inputs hold text, blank for none.
  const values = Object.fromEntries(FIELDS.map((field) => [field, school?.[field] ?? ''])) as SchoolInput;
  return {
    ...values,
    board: (school?.board as SchoolInput['board'] | undefined) ?? 'CBSE',
    country: values.country || DEFAULT_COUNTRY,
  };
}

interface SchoolFormProps {
  /** The school being edited; none to create one. */
  school?: School;
  submitLabel: string;
  busy: boolean;
  /** Resolves on success; a rejection carries the server's answer (422 field errors, say). */
  onSubmit: (values: SchoolValues) => Promise<unknown>;
  onCancel: () => void;
  fallbackMessage: string;
}

/** The fields of a school, checked with the API's own schema before anything is sent. */
export function SchoolForm({
  school,
  submitLabel,
  busy,
  onSubmit,
  onCancel,
  fallbackMessage,
}: SchoolFormProps) {
  const { t } = useTranslation(['schools', 'common']);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<SchoolInput, unknown, SchoolValues>({
    resolver: zodResolver(schoolInputSchema),
    defaultValues: defaultsOf(school),
  });

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      showFieldErrors(error, FIELDS, setError);
      toast.error(messageOf(error, fallbackMessage));
    }
  });

  const field = (name: (typeof FIELDS)[number]) => ({ error: errors[name]?.message, ...register(name) });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-6">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField label={t('form.name')} required {...field('name')} />
        <TextField label={t('form.code')} required hint={t('form.code_hint')} {...field('code')} />
        <SelectField label={t('form.board')} required options={BOARD_OPTIONS} {...field('board')} />
        <TextField label={t('form.email')} type="email" autoComplete="off" {...field('email')} />
        <TextField label={t('form.phone')} type="tel" autoComplete="off" {...field('phone')} />
        <TextField label={t('form.address_line1')} {...field('address_line1')} />
        <TextField label={t('form.address_line2')} {...field('address_line2')} />
        <TextField label={t('form.city')} {...field('city')} />
        <TextField label={t('form.state')} {...field('state')} />
        <TextField label={t('form.country')} {...field('country')} />
        <TextField label={t('form.postal_code')} {...field('postal_code')} />
      </div>
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onCancel} disabled={busy}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" busy={busy}>
          {submitLabel}
        </Button>
      </div>
    </form>
  );
}
