import type { AcademicYear } from '@school/contract';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useAcademicYearSummary } from '../api/get-academic-year-summary';
import { useSetCurrentAcademicYear } from '../api/set-current-academic-year';

interface SetCurrentYearDialogProps {
  year: AcademicYear;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/** Names the year that stops being current, from the summary the banner already loaded. */
export function SetCurrentYearDialog({
  year,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: SetCurrentYearDialogProps) {
  const { t } = useTranslation('academic-years');
  const setCurrent = useSetCurrentAcademicYear();
  const previous = useAcademicYearSummary().data?.current;
  const message =
    previous && previous.id !== year.id
      ? t('set_current_dialog.body_replacing', { name: year.name, previous: previous.name })
      : t('set_current_dialog.body', { name: year.name });
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={t('set_current_dialog.title')}
      message={message}
      confirmLabel={t('set_current_dialog.confirm')}
      tone="primary"
      busy={setCurrent.isPending}
      onConfirm={() =>
        setCurrent.mutate(year.id, {
          onSuccess: ({ message: sent }) => {
            toast.success(sent ?? t('toast.set_current'));
            onOpenChange(false);
          },
          onError: (error) => toast.error(messageOf(error, t('errors.set_current'))),
        })
      }
    />
  );
}
