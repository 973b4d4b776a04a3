import type { Student } from '@school/contract';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Trans, useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { SelectField } from '@/components/ui/select-field';
import { Spinner } from '@/components/ui/spinner';
import { TextField } from '@/components/ui/text-field';
import { messageOf } from '@/lib/api-error';
import { showFieldErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useStudent } from '../api/get-student';
import { useInviteStudent } from '../api/invite-student';

interface InviteStudentModalProps {
  student: Student;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

interface Values {
  send_to: 'parent' | 'student';
  parent_id: string;
  email: string;
}

/**
 * Invite a student's account: a link to set its password goes to one of their parents (a young
 * student's usual way) or to the student's own e-mail, which is then set on them.
 */
export function InviteStudentModal({
  student,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: InviteStudentModalProps) {
  const { t } = useTranslation(['students', 'common']);
  const detail = useStudent(student.id);
  const invite = useInviteStudent();
  const [sent, setSent] = useState<{ to: string; signIn: string } | null>(null);
  const parents = detail.data?.parents ?? [];
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors },
  } = useForm<Values>({
    values: {
      send_to: student.email === null && parents.length > 0 ? 'parent' : 'student',
      parent_id: parents[0] ? String(parents[0].id) : '',
      email: student.email ?? '',
    },
  });
  const sendTo = useWatch({ control, name: 'send_to' });
  const submit = handleSubmit((values) =>
    invite.mutate(
      {
        id: student.id,
        input:
          values.send_to === 'parent'
            ? { send_to: 'parent', parent_id: Number(values.parent_id) }
            : { send_to: 'student', email: values.email.trim() },
      },
      {
        onSuccess: ({ data, message }) => {
          toast.success(message ?? t('toast.invited'));
          setSent({ to: data.sent_to, signIn: data.sign_in_name });
        },
        onError: (error) => {
          showFieldErrors(error, ['email', 'parent_id'], setError);
          toast.error(messageOf(error, t('errors.invite')));
        },
      },
    ),
  );
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t('invite.title')}
      description={t('invite.description', { name: student.name })}
      size="md"
    >
      {sent ? (
        <div className="space-y-4 text-sm text-slate-700">
          <p>
            <Trans
              t={t}
              i18nKey="invite.sent"
              values={{ to: sent.to, name: student.name, signIn: sent.signIn }}
              components={{ strong: <strong /> }}
            />
          </p>
          <div className="flex justify-end">
            <Button onClick={() => onOpenChange(false)}>{t('invite.done')}</Button>
          </div>
        </div>
      ) : detail.isPending ? (
        <Spinner label={t('invite.loading_parents')} />
      ) : (
        <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4">
          <SelectField
            label={t('invite.send_to_label')}
            options={[
              ...(parents.length > 0 ? [{ value: 'parent', label: t('invite.send_to_parent') }] : []),
              { value: 'student', label: t('invite.send_to_student') },
            ]}
            {...register('send_to')}
          />
          {sendTo === 'parent' ? (
            <SelectField
              label={t('invite.parent_label')}
              required
              options={parents.map((p) => ({ value: String(p.id), label: `${p.name} (${p.email})` }))}
              error={errors.parent_id?.message}
              {...register('parent_id')}
            />
          ) : (
            <TextField
              label={t('invite.email_label')}
              type="email"
              required
              error={errors.email?.message}
              {...register('email')}
            />
          )}
          <p className="text-sm text-slate-600">
            {t('invite.signs_in_with', { name: student.name, signIn: student.email ?? student.sign_in_name })}
          </p>
          <div className="flex justify-end gap-3">
            <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={invite.isPending}>
              {t('common:actions.cancel')}
            </Button>
            <Button type="submit" busy={invite.isPending}>
              {t('invite.submit')}
            </Button>
          </div>
        </form>
      )}
    </Modal>
  );
}
