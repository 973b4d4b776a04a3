import { fieldMessage, type Section } from '@school/contract';
import { useForm } from 'react-hook-form';
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
        toast.success(
          message ?? (section ? 'Section updated successfully!' : 'Section created successfully!'),
        );
        onDone();
      },
      onError: (error: unknown) => {
        showFieldErrors(error, FIELDS, setError);
        toast.error(messageOf(error, section ? 'Failed to update section' : 'Failed to create section'));
      },
    };
    if (section) update.mutate({ id: section.id, input: fields }, handlers);
    else create.mutate({ ...fields, class_id: Number(values.class_id) }, handlers);
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
      {section ? (
        <p className="text-sm text-slate-600">
          Class: <span className="font-medium break-words text-slate-900">{section.class_name}</span>
        </p>
      ) : (
        <SelectField
          label="Class"
          required
          placeholder="Select a class"
          options={(classes.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          error={errors.class_id?.message}
          {...register('class_id', { required: fieldMessage('required', 'class_id') })}
        />
      )}
      <TextField
        label="Section Name"
        required
        placeholder="e.g. A, B, C"
        error={errors.name?.message}
        {...register('name', { required: fieldMessage('required', 'name') })}
      />
      <TextField
        label="Capacity"
        type="number"
        min={1}
        hint="Seats in the section; leave empty for no limit."
        error={errors.capacity?.message}
        {...register('capacity')}
      />
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" busy={busy}>
          {section ? 'Save changes' : 'Create section'}
        </Button>
      </div>
    </form>
  );
}
