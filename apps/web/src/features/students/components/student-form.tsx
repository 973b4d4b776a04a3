import { BLOOD_GROUPS, birthDateProblem, type Student } from '@school/contract';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { messageOf } from '@/lib/api-error';
import { showFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useCreateStudent } from '../api/create-student';
import { useUpdateStudent } from '../api/update-student';
import { genderOptions, statusOptions } from '../filters';
import { PlacementFields } from './placement-fields';
import { requiredField } from '@/lib/required-field';

interface Values {
  name: string;
  email: string;
  phone: string;
  password: string;
  admission_no: string;
  roll_no: string;
  dob: string;
  gender: string;
  blood_group: string;
  admission_date: string;
  status: string;
  academic_year_id: string;
  class_id: string;
  section_id: string;
}

const FIELDS = [
  'name',
  'email',
  'phone',
  'password',
  'admission_no',
  'roll_no',
  'dob',
  'gender',
  'blood_group',
  'admission_date',
  'status',
  'academic_year_id',
  'class_id',
  'section_id',
] as const;

const BLOOD_GROUP_OPTIONS = BLOOD_GROUPS.map((b) => ({ value: b, label: b }));

function defaultsOf(student: Student | undefined): Values {
  // The enrolment of the year the list looks at; for a student not enrolled that year, their
  // newest one. Placement and roll number always come from the same year.
  const enrolment = student && (student.enrolment ?? student.classes[0]);
  return {
    name: student?.name ?? '',
    email: student?.email ?? '',
    phone: student?.phone ?? '',
    password: '',
    admission_no: student?.admission_no ?? '',
    roll_no: enrolment?.roll_no ?? '',
    dob: student?.dob ?? '',
    gender: student?.gender ?? 'male',
    blood_group: student?.blood_group ?? '',
    admission_date: student?.admission_date ?? '',
    status: student?.status ?? 'active',
    academic_year_id: enrolment ? String(enrolment.academic_year_id) : '',
    class_id: enrolment ? String(enrolment.class_id) : '',
    section_id: enrolment?.section_id ? String(enrolment.section_id) : '',
  };
}

interface StudentFormProps {
  /** The student to edit (no password then); none to enrol one. */
  student?: Student | undefined;
  onDone: () => void;
}

/**
 * Enrol a student, or edit one and their placement in the year shown (the year the list looks
 * at to start with). A refused field keeps the form open with the server's message under it.
 */
export function StudentForm({ student, onDone }: StudentFormProps) {
  const { t } = useTranslation(['students', 'common']);
  const create = useCreateStudent();
  const update = useUpdateStudent();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    control,
    formState: { errors },
  } = useForm<Values>({ defaultValues: defaultsOf(student) });
  const busy = create.isPending || update.isPending;
  const classId = useWatch({ control, name: 'class_id' });

  const submit = handleSubmit((values) => {
    const fields = {
      name: values.name,
      // A young student has neither: the account is invited later.
      email: values.email.trim() || null,
      phone: values.phone || null,
      admission_no: values.admission_no,
      roll_no: values.roll_no,
      dob: values.dob || null,
      gender: values.gender as Student['gender'],
      blood_group: (values.blood_group || null) as (typeof BLOOD_GROUPS)[number] | null,
      admission_date: values.admission_date,
      status: values.status as Student['status'],
      academic_year_id: Number(values.academic_year_id),
      class_id: Number(values.class_id),
      section_id: values.section_id ? Number(values.section_id) : null,
    };
    const handlers = {
      onSuccess: ({ message }: { message: string | undefined }) => {
        toast.success(message ?? (student ? t('toast.updated') : t('toast.created')));
        onDone();
      },
      onError: (error: unknown) => {
        showFieldErrors(error, FIELDS, setError);
        toast.error(messageOf(error, student ? t('errors.update') : t('errors.create')));
      },
    };
    if (student) update.mutate({ id: student.id, input: fields }, handlers);
    else create.mutate({ ...fields, dob: values.dob, password: values.password || null }, handlers);
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate className="space-y-5">
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-medium text-slate-900">{t('form.personal_legend')}</legend>
        <TextField
          label={t('form.name_label')}
          required
          error={errors.name?.message}
          {...register('name', requiredField('name'))}
        />
        <TextField
          label={t('form.email_label')}
          type="email"
          error={errors.email?.message}
          {...register('email')}
        />
        <TextField
          label={t('form.phone_label')}
          type="tel"
          error={errors.phone?.message}
          {...register('phone')}
        />
        {!student && (
          <TextField
            label={t('form.password_label')}
            type="password"
            autoComplete="new-password"
            error={errors.password?.message}
            {...register('password')}
          />
        )}
        {!student && <p className="text-sm text-slate-600 sm:col-span-2">{t('form.young_student_hint')}</p>}
        <TextField
          label={t('form.dob_label')}
          type="date"
          required={!student}
          error={errors.dob?.message}
          {...register('dob', {
            // Required to enrol; and the API's own rule: before today and before the admission date.
            validate: (dob, values) => {
              const required = student ? true : requiredField('dob').validate(dob);
              return required === true ? (birthDateProblem(dob, values.admission_date) ?? true) : required;
            },
          })}
        />
        <SelectField
          label={t('form.gender_label')}
          required
          options={genderOptions(t)}
          error={errors.gender?.message}
          {...register('gender', requiredField('gender'))}
        />
        <SelectField
          label={t('form.blood_group_label')}
          placeholder={t('form.blood_group_none')}
          options={BLOOD_GROUP_OPTIONS}
          error={errors.blood_group?.message}
          {...register('blood_group')}
        />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 font-medium text-slate-900">{t('form.academic_legend')}</legend>
        <TextField
          label={t('form.admission_no_label')}
          required
          error={errors.admission_no?.message}
          {...register('admission_no', requiredField('admission_no'))}
        />
        <TextField
          label={t('form.roll_no_label')}
          required
          error={errors.roll_no?.message}
          {...register('roll_no', requiredField('roll_no'))}
        />
        <TextField
          label={t('form.admission_date_label')}
          type="date"
          required
          error={errors.admission_date?.message}
          {...register('admission_date', requiredField('admission_date'))}
        />
        <SelectField
          label={t('form.status_label')}
          required
          options={statusOptions(t)}
          error={errors.status?.message}
          {...register('status', requiredField('status'))}
        />
        <PlacementFields
          register={register}
          names={{ year: 'academic_year_id', class: 'class_id', section: 'section_id' }}
          labels={{
            year: t('form.year_label'),
            class: t('form.class_label'),
            section: t('form.section_label'),
          }}
          classId={classId}
          onClassChange={() => setValue('section_id', '')}
          errors={{
            year: errors.academic_year_id?.message,
            class: errors.class_id?.message,
            section: errors.section_id?.message,
          }}
        />
      </fieldset>
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onDone} disabled={busy}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" busy={busy}>
          {student ? t('common:actions.save_changes') : t('form.submit_create')}
        </Button>
      </div>
    </form>
  );
}
