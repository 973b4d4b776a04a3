import type { Parent } from '@school/contract';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Modal } from '@/components/ui/modal';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useLinkStudent } from '../api/link-student';
import { StudentPicker } from './student-picker';

interface LinkStudentModalProps {
  parent: Parent;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/**
 * Links one active student to the parent, as primary contact by default. A student linked already
 * is not offered; should the server still refuse (409), its message is shown and the modal stays.
 */
export function LinkStudentModal({ parent, open, onOpenChange, onCloseAutoFocus }: LinkStudentModalProps) {
  const { t } = useTranslation('parents');
  const link = useLinkStudent();
  const [studentId, setStudentId] = useState<number | null>(null);
  const [primary, setPrimary] = useState(true);
  const [error, setError] = useState<string | undefined>();
  const linked = new Set(parent.students.map((s) => s.id));

  const submit = () => {
    if (studentId === null) return;
    setError(undefined);
    link.mutate(
      { id: parent.id, input: { student_id: studentId, is_primary: primary } },
      {
        onSuccess: ({ message }) => {
          toast.success(message ?? t('toast.linked'));
          onOpenChange(false);
        },
        onError: (failure) => {
          const message = messageOf(failure, t('toast.link_failed'));
          setError(message);
          toast.error(message);
        },
      },
    );
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t('link.title')}
      description={t('link.description', { name: parent.name })}
      size="lg"
    >
      <div className="space-y-4">
        <StudentPicker
          multiple={false}
          selected={new Set(studentId === null ? [] : [studentId])}
          onToggle={setStudentId}
          legend={t('link.legend')}
          exclude={linked}
        />
        <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
          <input type="checkbox" checked={primary} onChange={(event) => setPrimary(event.target.checked)} />
          {t('link.primary')}
        </label>
        {error && (
          <p role="alert" className="text-sm text-red-600">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={link.isPending}>
            {t('common:actions.cancel')}
          </Button>
          <Button onClick={submit} busy={link.isPending} disabled={studentId === null}>
            {t('link.submit')}
          </Button>
        </div>
      </div>
    </Modal>
  );
}
