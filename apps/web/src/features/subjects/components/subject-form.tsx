import { fieldMessage, isCode, type Subject } from '@school/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { TextAreaField } from '@/components/ui/textarea-field';
import { TextField } from '@/components/ui/text-field';
import { messageOf } from '@/lib/api-error';
import { showFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useCreateSubject } from '../api/create-subject';
import { useUpdateSubject } from '../api/update-subject';

interface Values {
  name: string;
  code: string;
  description: string;
}

const FIELDS = ['name', 'code', 'description'] as const;

interface SubjectFormProps {
  /** The subject to edit; none to create one. */
  subject?: Subject | undefined;
  onDone: () => void;
}

/** Name, code (stored in capitals by the server, unique in the school) and description. */
export function SubjectForm({ subject, onDone }: SubjectFormProps) {
  const { t } = useTranslation('subjects');
  const create = useCreateSubject();
  const update = useUpdateSubject();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values>({
    defaultValues: {
      name: subject?.name ?? '',
      code: subject?.code ?? '',
      description: subject?.description ?? '',
    },
  });
  const busy = create.isPending || update.isPending;

  const submit = handleSubmit((values) => {
    const input = {
      name: values.name,
      code: values.code || null,
      description: values.description || null,
    };
    const handlers = {
      onSuccess: ({ message }: { message: string | undefined }) => {
        toast.success(message ?? (subject ? t('toast.updated') : t('toast.created')));
        onDone();
      },
      onError: (error: unknown) => {
        showFieldErrors(error, FIELDS, setError);
        toast.error(messageOf(error, subject ? t('errors.update') : t('errors.create')));
      },
    };
    if (subject) update.mutate({ id: subject.id, input }, handlers);
    else create.mutate(input, handlers);
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t('form.name')}
          required
          error={errors.name?.message}
          {...register('name', { required: fieldMessage('required', 'name') })}
        />
        <TextField
          label={t('form.code')}
          hint={t('form.code_hint')}
          error={errors.code?.message}
          {...register('code', {
            validate: (code) => !code.trim() || isCode(code) || fieldMessage('code_chars', 'code'),
          })}
        />
      </div>
      <TextAreaField
        label={t('form.description')}
        rows={3}
        error={errors.description?.message}
        {...register('description')}
      />
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onDone} disabled={busy}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" busy={busy}>
          {subject ? t('common:actions.save_changes') : t('form.submit_create')}
        </Button>
      </div>
    </form>
  );
}
