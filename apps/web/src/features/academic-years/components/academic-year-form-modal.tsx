import type { AcademicYear } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/ui/modal';
import { Spinner } from '@/components/ui/spinner';
import { useAccess } from '@/lib/use-access';
import { useAcademicSettings } from '../api/get-academic-settings';
import { AcademicYearForm } from './academic-year-form';

interface AcademicYearFormModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
  /** The year to edit; none to create a new one. */
  year?: AcademicYear | undefined;
}

/**
 * Closing the modal drops what was typed: the form is mounted only while it is open. A new year
 * starts from the school's academic settings (name and session dates) when they are set; if
 * they cannot be read (or the user may not read them) the form simply starts empty.
 */
export function AcademicYearFormModal({
  open,
  onOpenChange,
  year,
  onCloseAutoFocus,
}: AcademicYearFormModalProps) {
  const { t } = useTranslation('academic-years');
  const readsSettings = useAccess().can('school_settings_view');
  const prefills = !year && readsSettings;
  const settings = useAcademicSettings(open && prefills);
  const prefill = settings.data && {
    name: settings.data.academic_year ?? '',
    start_date: settings.data.session_start ?? '',
    end_date: settings.data.session_end ?? '',
  };
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={year ? t('form.title_edit') : t('form.title_create')}
      size="lg"
    >
      {prefills && settings.isPending ? (
        <Spinner label={t('form.loading_settings')} />
      ) : (
        <AcademicYearForm year={year} prefill={prefill} onDone={() => onOpenChange(false)} />
      )}
    </Modal>
  );
}
