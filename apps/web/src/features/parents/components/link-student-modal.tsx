import type { Parent } from '@school/contract';
import { useState } from 'react';
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
          toast.success(message ?? 'Student linked successfully!');
          onOpenChange(false);
        },
        onError: (failure) => {
          const message = messageOf(failure, 'Failed to link student');
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
      title="Link Student"
      description={`Choose a student to link to ${parent.name}.`}
      size="lg"
    >
      <div className="space-y-4">
        <StudentPicker
          multiple={false}
          selected={new Set(studentId === null ? [] : [studentId])}
          onToggle={setStudentId}
          legend="Student to link"
          exclude={linked}
        />
        <label className="flex items-center gap-2 text-sm font-medium text-slate-700">
          <input type="checkbox" checked={primary} onChange={(event) => setPrimary(event.target.checked)} />
          Primary contact
        </label>
        {error && (
          <p role="alert" className="text-sm text-red-600">
            {error}
          </p>
        )}
        <div className="flex justify-end gap-3">
          <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={link.isPending}>
            Cancel
          </Button>
          <Button onClick={submit} busy={link.isPending} disabled={studentId === null}>
            Link Student
          </Button>
        </div>
      </div>
    </Modal>
  );
}
