import { fieldMessage, type Gender, type Teacher } from '@school/contract';
import { useForm } from 'react-hook-form';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { messageOf } from '@/lib/api-error';
import { showFieldErrors } from '@/lib/form-errors';
import { samePersonQuestion } from '@/lib/same-person';
import { toast } from '@/lib/toast';
import { useCreateTeacher } from '../api/create-teacher';
import { useUpdateTeacher } from '../api/update-teacher';
import { GENDER_OPTIONS } from '../filters';
import { requiredField } from '@/lib/required-field';

interface Values {
  name: string;
  email: string;
  phone: string;
  password: string;
  password_confirmation: string;
  employee_code: string;
  qualification: string;
  specialization: string;
  date_of_joining: string;
  gender: string;
  dob: string;
}

const FIELDS = [
  'name',
  'email',
  'phone',
  'password',
  'password_confirmation',
  'employee_code',
  'qualification',
  'specialization',
  'date_of_joining',
  'gender',
  'dob',
] as const;

/** Blank optional text is sent as null: none. */
const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

interface TeacherFormProps {
  /** The teacher to edit (no passwords); none to add one. */
  teacher?: Teacher | undefined;
  onDone: () => void;
}

/**
 * Add a teacher with their sign-in, or edit one. Passwords that differ are refused here, with
 * nothing sent (spec 02 section 5); a server refusal (422) puts its messages under the fields.
 */
export function TeacherForm({ teacher, onDone }: TeacherFormProps) {
  const create = useCreateTeacher();
  const update = useUpdateTeacher();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values>({
    defaultValues: {
      name: teacher?.name ?? '',
      email: teacher?.email ?? '',
      phone: teacher?.phone ?? '',
      password: '',
      password_confirmation: '',
      employee_code: teacher?.employee_code ?? '',
      qualification: teacher?.qualification ?? '',
      specialization: teacher?.specialization ?? '',
      date_of_joining: teacher?.date_of_joining ?? '',
      gender: teacher?.gender ?? '',
      dob: teacher?.dob ?? '',
    },
  });
  const busy = create.isPending || update.isPending;
  /** A person of the school holds the e-mail: the request to send again once the admin agrees. */
  const [samePerson, setSamePerson] = useState<{ question: string; retry: () => void } | null>(null);

  const submit = handleSubmit((values) => {
    const fields = {
      name: values.name.trim(),
      email: values.email.trim(),
      phone: orNull(values.phone),
      employee_code: values.employee_code.trim(),
      qualification: orNull(values.qualification),
      specialization: orNull(values.specialization),
      date_of_joining: values.date_of_joining || null,
      gender: values.gender as Gender,
      dob: values.dob || null,
    };
    const handlers = {
      onSuccess: ({ message }: { message: string | undefined }) => {
        toast.success(
          message ?? (teacher ? 'Teacher updated successfully!' : 'Teacher created successfully!'),
        );
        onDone();
      },
      onError: (error: unknown) => {
        const question = samePersonQuestion(error);
        if (question) {
          setSamePerson({
            question,
            retry: () => create.mutate({ ...created, existing_person: true }, handlers),
          });
          return;
        }
        showFieldErrors(error, FIELDS, setError);
        toast.error(messageOf(error, teacher ? 'Failed to update teacher' : 'Failed to create teacher'));
      },
    };
    const created = {
      ...fields,
      password: values.password,
      password_confirmation: values.password_confirmation,
    };
    if (teacher) update.mutate({ id: teacher.id, input: fields }, handlers);
    else create.mutate(created, handlers);
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          label="Full Name"
          required
          autoComplete="off"
          error={errors.name?.message}
          {...register('name', requiredField('name'))}
        />
        <TextField
          label="Email"
          type="email"
          required
          autoComplete="off"
          error={errors.email?.message}
          {...register('email', requiredField('email'))}
        />
        <TextField label="Phone" type="tel" error={errors.phone?.message} {...register('phone')} />
        <TextField
          label="Employee Code"
          required
          error={errors.employee_code?.message}
          {...register('employee_code', requiredField('employee_code'))}
        />
        {!teacher && (
          <>
            <TextField
              label="Password"
              type="password"
              required
              autoComplete="new-password"
              error={errors.password?.message}
              {...register('password', { required: fieldMessage('required', 'password') })}
            />
            <TextField
              label="Confirm Password"
              type="password"
              required
              autoComplete="new-password"
              error={errors.password_confirmation?.message}
              {...register('password_confirmation', {
                required: fieldMessage('required', 'password_confirmation'),
                validate: (value, all) => value === all.password || 'Passwords do not match',
              })}
            />
          </>
        )}
        <TextField
          label="Qualification"
          placeholder="e.g. M.Sc., B.Ed."
          error={errors.qualification?.message}
          {...register('qualification')}
        />
        <TextField
          label="Specialization"
          placeholder="e.g. Mathematics"
          error={errors.specialization?.message}
          {...register('specialization')}
        />
        <TextField
          label="Joining Date"
          type="date"
          hint={teacher ? undefined : 'Today when left empty.'}
          error={errors.date_of_joining?.message}
          {...register('date_of_joining')}
        />
        <SelectField
          label="Gender"
          required
          placeholder="Select gender"
          options={GENDER_OPTIONS}
          error={errors.gender?.message}
          {...register('gender', { required: fieldMessage('required', 'gender') })}
        />
        <TextField label="Date of Birth" type="date" error={errors.dob?.message} {...register('dob')} />
      </div>
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" busy={busy}>
          {teacher ? 'Save changes' : 'Add teacher'}
        </Button>
      </div>
      {samePerson && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setSamePerson(null)}
          title="Same Person?"
          message={`${samePerson.question} Their name, phone and password stay as they are.`}
          confirmLabel="Add as Teacher"
          tone="primary"
          busy={create.isPending}
          onConfirm={() => {
            samePerson.retry();
            setSamePerson(null);
          }}
        />
      )}
    </form>
  );
}
