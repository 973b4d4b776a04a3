import { BOARDS, fieldMessage, type SchoolProfile } from '@school/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { messageOf } from '@/lib/api-error';
import { showFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useUpdateSchoolProfile } from '../api/update-school-profile';

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
  'website',
  'establishment_year',
  'affiliation_number',
] as const;

type Values = Record<(typeof FIELDS)[number], string>;

const BOARD_OPTIONS = BOARDS.map((board) => ({ value: board, label: board }));

interface EditProfileFormProps {
  profile: SchoolProfile;
  onDone: () => void;
}

/** Name, code and board are required; the server checks the rest (and that the code is free). */
export function EditProfileForm({ profile, onDone }: EditProfileFormProps) {
  const { t } = useTranslation(['school-profile', 'common']);
  const update = useUpdateSchoolProfile();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values>({
    defaultValues: Object.fromEntries(
      FIELDS.map((field) => [field, profile[field] === null ? '' : String(profile[field])]),
    ) as Values,
  });

  const submit = handleSubmit((values) => {
    const year = values.establishment_year.trim();
    update.mutate(
      {
        ...values,
        // The select offers only the boards, and one is required before this runs.
        board: values.board as (typeof BOARDS)[number],
        establishment_year: year === '' ? null : Number(year),
      },
      {
        onSuccess: ({ message }) => {
          toast.success(message ?? t('edit.updated'));
          onDone();
        },
        onError: (error) => {
          showFieldErrors(error, FIELDS, setError);
          toast.error(messageOf(error, t('edit.failed')));
        },
      },
    );
  });

  const text = (field: (typeof FIELDS)[number], extra: { type?: string; required?: boolean } = {}) => (
    <TextField
      label={t(`fields.${field}`)}
      error={errors[field]?.message}
      {...extra}
      {...register(field, extra.required ? { required: fieldMessage('required', field) } : {})}
    />
  );

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        {text('name', { required: true })}
        {text('code', { required: true })}
        <SelectField
          label={t('fields.board')}
          required
          options={BOARD_OPTIONS}
          placeholder={t('edit.board_placeholder')}
          error={errors.board?.message}
          {...register('board', { required: fieldMessage('required', 'board') })}
        />
        {text('email', { type: 'email' })}
        {text('phone', { type: 'tel' })}
        {text('website', { type: 'url' })}
        {text('address_line1')}
        {text('address_line2')}
        {text('city')}
        {text('state')}
        {text('country')}
        {text('postal_code')}
        {text('establishment_year', { type: 'number' })}
        {text('affiliation_number')}
      </div>
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onDone} disabled={update.isPending}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" busy={update.isPending}>
          {t('common:actions.save_changes')}
        </Button>
      </div>
    </form>
  );
}
