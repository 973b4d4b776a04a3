import type { AttendanceDayRow } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { RegisterEditor } from '@/components/attendance/register-editor';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { messageOf } from '@/lib/api-error';
import { formatDate } from '@/lib/format-date';
import { useRegister } from '../api/get-register';
import { useSaveRegister } from '../api/save-register';

interface RegisterDialogProps {
  section: AttendanceDayRow;
  date: string;
  onClose: () => void;
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * Opens a section's register of the date to take or correct it (any day of the year); a reader
 * without `attendance_update` sees it read-only. Closes once saved.
 */
export function RegisterDialog({ section, date, onClose, onCloseAutoFocus }: RegisterDialogProps) {
  const { t } = useTranslation('attendance');
  const register = useRegister(section.section_id, date);
  const save = useSaveRegister();
  const place = t('section_of_class', { section: section.section_name, class: section.class_name });
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t('register.title', { place })}
      description={formatDate(date)}
      size="lg"
    >
      {register.isPending ? (
        <Spinner label={t('register.loading')} />
      ) : register.isError ? (
        // A day the register cannot be taken (not a school day, say): the API says why.
        <p role="alert" className="text-sm text-red-700">
          {messageOf(register.error, t('errors.register'))}
        </p>
      ) : (
        <RegisterEditor
          register={register.data}
          onSave={(input) => save.mutateAsync({ sectionId: section.section_id, date, input })}
          onSaved={onClose}
          readOnlyReason={t('register.read_only')}
        />
      )}
    </Modal>
  );
}
