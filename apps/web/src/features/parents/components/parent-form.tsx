import { fieldMessage, type Parent, type RelationshipType } from '@school/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SelectField } from '@/components/ui/select-field';
import { TextField } from '@/components/ui/text-field';
import { ApiError, messageOf } from '@/lib/api-error';
import { showFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { samePersonQuestion } from '@/lib/same-person';
import { useAccess } from '@/lib/use-access';
import { useCreateParent } from '../api/create-parent';
import { useUpdateParent } from '../api/update-parent';
import { relationshipOptions } from '../filters';
import { StudentPicker } from './student-picker';
import { requiredField } from '@/lib/required-field';

interface Values {
  name: string;
  email: string;
  phone: string;
  password: string;
  relationship_type: RelationshipType;
  occupation: string;
  alt_phone: string;
  address_same_as_student: boolean;
}

const FIELDS = [
  'name',
  'email',
  'phone',
  'password',
  'relationship_type',
  'occupation',
  'alt_phone',
  'address_same_as_student',
] as const;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The first message the server gave for the student list or one of its entries. */
function studentIdsError(error: unknown): string | undefined {
  if (!(error instanceof ApiError)) return undefined;
  // "student_ids" itself, or one entry of it ("student_ids.0").
  const key = Object.keys(error.fieldErrors).find((k) => k.split('.')[0] === 'student_ids');
  return key ? error.fieldErrors[key]?.[0] : undefined;
}

interface ParentFormProps {
  /** The parent to edit (no password, no students); none to register one. */
  parent?: Parent | undefined;
  onDone: () => void;
}

/**
 * Register a parent, optionally linking active students (offered to a user who may list
 * students), or edit one. A server refusal (422) puts its messages under the fields and keeps
 * the form open with what was typed.
 */
export function ParentForm({ parent, onDone }: ParentFormProps) {
  const { t } = useTranslation('parents');
  const create = useCreateParent();
  const update = useUpdateParent();
  const canLink = useAccess().can('students_view');
  const [studentIds, setStudentIds] = useState<ReadonlySet<number>>(() => new Set());
  const [studentsError, setStudentsError] = useState<string | undefined>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors },
  } = useForm<Values>({
    defaultValues: {
      name: parent?.name ?? '',
      email: parent?.email ?? '',
      phone: parent?.phone ?? '',
      password: '',
      relationship_type: parent?.relationship_type ?? 'father',
      occupation: parent?.occupation ?? '',
      alt_phone: parent?.alt_phone ?? '',
      address_same_as_student: parent?.address_same_as_student ?? true,
    },
  });
  const busy = create.isPending || update.isPending;
  /** A person of the school holds the e-mail: the request to send again once the admin agrees. */
  const [samePerson, setSamePerson] = useState<{ question: string; retry: () => void } | null>(null);

  const toggle = (id: number) =>
    setStudentIds((current) => {
      const next = new Set(current);
      if (next.has(id)) next.delete(id);
      else next.add(id);
      return next;
    });

  const submit = handleSubmit((values) => {
    const fields = {
      name: values.name.trim(),
      email: values.email.trim(),
      phone: values.phone.trim(),
      relationship_type: values.relationship_type,
      occupation: values.occupation.trim() || null,
      alt_phone: values.alt_phone.trim() || null,
      address_same_as_student: values.address_same_as_student,
    };
    setStudentsError(undefined);
    const handlers = {
      onSuccess: ({ message }: { message: string | undefined }) => {
        toast.success(message ?? (parent ? t('toast.updated') : t('toast.created')));
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
        setStudentsError(studentIdsError(error));
        toast.error(messageOf(error, parent ? t('toast.update_failed') : t('toast.create_failed')));
      },
    };
    const created = { ...fields, password: values.password, student_ids: [...studentIds] };
    if (parent) update.mutate({ id: parent.id, input: fields }, handlers);
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
          {...register('email', {
            validate: (value) =>
              value.trim() === ''
                ? fieldMessage('required', 'email')
                : EMAIL.test(value.trim()) || fieldMessage('email', 'email'),
          })}
        />
        <TextField
          label={t('form.phone_label')}
          type="tel"
          required
          error={errors.phone?.message}
          {...register('phone', requiredField('phone'))}
        />
        {!parent && (
          <TextField
            label={t('form.password_label')}
            type="password"
            required
            autoComplete="new-password"
            error={errors.password?.message}
            {...register('password', { required: fieldMessage('required', 'password') })}
          />
        )}
        <SelectField
          label={t('form.relationship_label')}
          required
          options={relationshipOptions(t)}
          error={errors.relationship_type?.message}
          {...register('relationship_type', { required: fieldMessage('required', 'relationship_type') })}
        />
        <TextField
          label={t('form.occupation_label')}
          error={errors.occupation?.message}
          {...register('occupation')}
        />
        <TextField
          label={t('form.alt_phone_label')}
          type="tel"
          error={errors.alt_phone?.message}
          {...register('alt_phone')}
        />
      </div>
      <div>
        <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
          <input type="checkbox" {...register('address_same_as_student')} />
          {t('form.address_same')}
        </label>
        {errors.address_same_as_student?.message && (
          <p className="mt-1 text-sm text-red-600">{errors.address_same_as_student.message}</p>
        )}
      </div>
      {!parent && canLink && (
        <section aria-labelledby="parent-link-students-heading" className="space-y-2">
          <h3 id="parent-link-students-heading" className="text-sm font-medium text-slate-700">
            {t('form.link_students')}
          </h3>
          <StudentPicker
            multiple
            selected={studentIds}
            onToggle={toggle}
            legend={t('form.students_legend')}
          />
          <p className="text-sm text-slate-600" aria-live="polite">
            {t('form.selected', { count: studentIds.size })}
          </p>
          {studentsError && <p className="text-sm text-red-600">{studentsError}</p>}
        </section>
      )}
      <div className="flex justify-end gap-3">
        <Button variant="secondary" onClick={onDone} disabled={busy}>
          {t('common:actions.cancel')}
        </Button>
        <Button type="submit" busy={busy}>
          {parent ? t('common:actions.save_changes') : t('form.submit_add')}
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
