import { fieldMessage, GRADE_LEVELS, type SchoolClass } from '@school/contract';
import { useForm } from 'react-hook-form';
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
        toast.success(
          message ?? (schoolClass ? 'Class updated successfully!' : 'Class created successfully!'),
        );
        onDone();
      },
      onError: (error: unknown) => {
        showFieldErrors(error, FIELDS, setError);
        toast.error(messageOf(error, schoolClass ? 'Failed to update class' : 'Failed to create class'));
      },
    };
    if (schoolClass) update.mutate({ id: schoolClass.id, input }, handlers);
    else create.mutate(input, handlers);
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
      <TextField
        label="Class Name"
        required
        placeholder="e.g. Grade 5"
        error={errors.name?.message}
        {...register('name', { required: fieldMessage('required', 'name') })}
      />
      <TextField
        label="Grade Level"
        type="number"
        min={GRADE_LEVELS.min}
        max={GRADE_LEVELS.max}
        hint={`Optional, ${GRADE_LEVELS.min} to ${GRADE_LEVELS.max}.`}
        error={errors.grade_level?.message}
        {...register('grade_level')}
      />
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" busy={busy}>
          {schoolClass ? 'Save changes' : 'Create class'}
        </Button>
      </div>
    </form>
  );
}
