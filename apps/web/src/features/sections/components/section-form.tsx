import { fieldMessage, type Section } from '@school/contract';
import { useForm } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { messageOf } from '@/lib/api-error';
import { showFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useClassOptions } from '../api/get-class-options';
import { useCreateSection } from '../api/create-section';
import { useUpdateSection } from '../api/update-section';

interface Values {
  class_id: string;
  name: string;
  capacity: string;
}

const FIELDS = ['class_id', 'name', 'capacity'] as const;

interface SectionFormProps {
  /** The section to edit (its class is fixed); none to create one. */
  section?: Section | undefined;
  /** The class the list is filtered to, chosen first when creating. */
  classId?: string | undefined;
  onDone: () => void;
}

/** Create a section of a class, or rename it and change its seats; an empty capacity is no limit. */
export function SectionForm({ section, classId, onDone }: SectionFormProps) {
  const { t } = useTranslation('sections');
  const create = useCreateSection();
  const update = useUpdateSection();
  const classes = useClassOptions();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values>({
    defaultValues: {
      class_id: classId ?? '',
      name: section?.name ?? '',
      capacity: section?.capacity?.toString() ?? '',
    },
  });
  const busy = create.isPending || update.isPending;

  const submit = handleSubmit((values) => {
    const fields = { name: values.name, capacity: values.capacity === '' ? null : Number(values.capacity) };
    const handlers = {
      onSuccess: ({ message }: { message: string | undefined }) => {
        toast.success(message ?? (section ? t('toast.updated') : t('toast.created')));
        onDone();
      },
      onError: (error: unknown) => {
        showFieldErrors(error, FIELDS, setError);
        toast.error(messageOf(error, section ? t('errors.update') : t('errors.create')));
      },
    };
    if (section) update.mutate({ id: section.id, input: fields }, handlers);
    else create.mutate({ ...fields, class_id: Number(values.class_id) }, handlers);
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
      {section ? (
        <p className="text-sm text-slate-600">
          <Trans
            t={t}
            i18nKey="form.class_fixed"
            values={{ className: section.class_name }}
            components={{ name: <span className="font-medium break-words text-slate-900" /> }}
          />
        </p>
      ) : (
        <SelectField
          label={t('form.class')}
          required
          placeholder={t('form.class_placeholder')}
          options={(classes.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          error={errors.class_id?.message}
          {...register('class_id', { required: fieldMessage('required', 'class_id') })}
        />
      )}
      <TextField
        label={t('form.name')}
        required
        placeholder={t('form.name_placeholder')}
        error={errors.name?.message}
        {...register('name', { required: fieldMessage('required', 'name') })}
      />
      <TextField
        label={t('form.capacity')}
        type="number"
        min={1}
        hint={t('form.capacity_hint')}
        error={errors.capacity?.message}
        {...register('capacity')}
      />
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onDone} disabled={busy}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" busy={busy}>
          {section ? t('common:actions.save_changes') : t('form.submit_create')}
        </Button>
      </div>
    </form>
  );
}
