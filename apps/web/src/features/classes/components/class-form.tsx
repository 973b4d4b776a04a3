import { fieldMessage, GRADE_LEVELS, type SchoolClass } from '@school/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextField } from '@/components/ui/text-field';
import { messageOf } from '@/lib/api-error';
import { showFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useCreateClass } from '../api/create-class';
import { useUpdateClass } from '../api/update-class';

interface Values {
  name: string;
  grade_level: string;
}

const FIELDS = ['name', 'grade_level'] as const;

/** Create or edit a class: a name and an optional grade from 1 to 12. */
export function ClassForm({
  schoolClass,
  onDone,
}: {
  schoolClass?: SchoolClass | undefined;
  onDone: () => void;
}) {
  const { t } = useTranslation('classes');
  const create = useCreateClass();
  const update = useUpdateClass();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values>({
    defaultValues: {
      name: schoolClass?.name ?? '',
      grade_level: schoolClass?.grade_level?.toString() ?? '',
    },
  });
  const busy = create.isPending || update.isPending;

  const submit = handleSubmit((values) => {
    // An empty grade is none; anything else goes as typed, and the server says what is wrong.
    const input = {
      name: values.name,
      grade_level: values.grade_level === '' ? null : Number(values.grade_level),
    };
    const handlers = {
      onSuccess: ({ message }: { message: string | undefined }) => {
        toast.success(message ?? (schoolClass ? t('toast.updated') : t('toast.created')));
        onDone();
      },
      onError: (error: unknown) => {
        showFieldErrors(error, FIELDS, setError);
        toast.error(messageOf(error, schoolClass ? t('errors.update') : t('errors.create')));
      },
    };
    if (schoolClass) update.mutate({ id: schoolClass.id, input }, handlers);
    else create.mutate(input, handlers);
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
      <TextField
        label={t('form.name')}
        required
        placeholder={t('form.name_placeholder')}
        error={errors.name?.message}
        {...register('name', { required: fieldMessage('required', 'name') })}
      />
      <TextField
        label={t('form.grade')}
        type="number"
        min={GRADE_LEVELS.min}
        max={GRADE_LEVELS.max}
        hint={t('form.grade_hint', { min: GRADE_LEVELS.min, max: GRADE_LEVELS.max })}
        error={errors.grade_level?.message}
        {...register('grade_level')}
      />
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onDone} disabled={busy}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" busy={busy}>
          {schoolClass ? t('common:actions.save_changes') : t('form.submit_create')}
        </Button>
      </div>
    </form>
  );
}
