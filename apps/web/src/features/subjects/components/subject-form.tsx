import { fieldMessage, isCode, type Subject } from '@school/contract';
import { useForm } from 'react-hook-form';
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
        toast.success(
          message ?? (subject ? 'Subject updated successfully!' : 'Subject created successfully!'),
        );
        onDone();
      },
      onError: (error: unknown) => {
        showFieldErrors(error, FIELDS, setError);
        toast.error(messageOf(error, subject ? 'Failed to update subject' : 'Failed to create subject'));
      },
    };
    if (subject) update.mutate({ id: subject.id, input }, handlers);
    else create.mutate(input, handlers);
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Name"
          required
          error={errors.name?.message}
          {...register('name', { required: fieldMessage('required', 'name') })}
        />
        <TextField
          label="Code"
          hint="Letters, numbers, - and _, e.g. MATH"
          error={errors.code?.message}
          {...register('code', {
            validate: (code) => !code.trim() || isCode(code) || fieldMessage('code_chars', 'code'),
          })}
        />
      </div>
      <TextAreaField
        label="Description"
        rows={3}
        error={errors.description?.message}
        {...register('description')}
      />
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" busy={busy}>
          {subject ? 'Save changes' : 'Create subject'}
        </Button>
      </div>
    </form>
  );
}
