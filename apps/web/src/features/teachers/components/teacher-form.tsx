import { fieldMessage, type Gender, type Teacher } from '@school/contract';
import { useForm } from 'react-hook-form';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
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
import { genderOptions } from '../filters';
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
  const { t } = useTranslation('teachers');
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
        toast.success(message ?? (teacher ? t('toast.updated') : t('toast.created')));
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
        toast.error(messageOf(error, teacher ? t('toast.update_failed') : t('toast.create_failed')));
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
          label={t('form.name_label')}
          required
          autoComplete="off"
          error={errors.name?.message}
          {...register('name', requiredField('name'))}
        />
        <TextField
          label={t('form.email_label')}
          type="email"
          required
          autoComplete="off"
          error={errors.email?.message}
          {...register('email', requiredField('email'))}
        />
        <TextField
          label={t('form.phone_label')}
          type="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
        <TextField
          label={t('form.employee_code_label')}
          required
          error={errors.employee_code?.message}
          {...register('employee_code', requiredField('employee_code'))}
        />
        {!teacher && (
          <>
            <TextField
              label={t('form.password_label')}
              type="password"
              required
              autoComplete="new-password"
              error={errors.password?.message}
              {...register('password', { required: fieldMessage('required', 'password') })}
            />
            <TextField
              label={t('form.password_confirmation_label')}
              type="password"
              required
              autoComplete="new-password"
              error={errors.password_confirmation?.message}
              {...register('password_confirmation', {
                required: fieldMessage('required', 'password_confirmation'),
                validate: (value, all) => value === all.password || t('form.passwords_mismatch'),
              })}
            />
          </>
        )}
        <TextField
          label={t('form.qualification_label')}
          placeholder={t('form.qualification_placeholder')}
          error={errors.qualification?.message}
          {...register('qualification')}
        />
        <TextField
          label={t('form.specialization_label')}
          placeholder={t('form.specialization_placeholder')}
          error={errors.specialization?.message}
          {...register('specialization')}
        />
        <TextField
          label={t('form.joining_date_label')}
          type="date"
          hint={teacher ? undefined : t('form.joining_date_hint')}
          error={errors.date_of_joining?.message}
          {...register('date_of_joining')}
        />
        <SelectField
          label={t('form.gender_label')}
          required
          placeholder={t('form.gender_placeholder')}
          options={genderOptions(t)}
          error={errors.gender?.message}
          {...register('gender', { required: fieldMessage('required', 'gender') })}
        />
        <TextField label={t('form.dob_label')} type="date" error={errors.dob?.message} {...register('dob')} />
      </div>
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onDone} disabled={busy}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" busy={busy}>
          {teacher ? t('common:actions.save_changes') : t('form.submit_add')}
        </Button>
      </div>
      {samePerson && (
        <ConfirmDialog
          open
          onOpenChange={(open) => !open && setSamePerson(null)}
          title={t('same_person.title')}
          message={t('same_person.message', { question: samePerson.question })}
          confirmLabel={t('same_person.confirm')}
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
