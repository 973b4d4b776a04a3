import type { AcademicYear } from '@school/contract';
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
  const setCurrent = useSetCurrentAcademicYear();
  const previous = useAcademicYearSummary().data?.current;
  const message =
    previous && previous.id !== year.id
      ? `Set "${year.name}" as the current academic year? The current year, ${previous.name}, will be deactivated.`
      : `Set "${year.name}" as the current academic year?`;
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title="Set Current Academic Year"
      message={message}
      confirmLabel="Set as Current"
      tone="primary"
      busy={setCurrent.isPending}
      onConfirm={() =>
        setCurrent.mutate(year.id, {
          onSuccess: ({ message: sent }) => {
            toast.success(sent ?? 'Academic year set as current successfully!');
            onOpenChange(false);
          },
          onError: (error) => toast.error(messageOf(error, 'Failed to set the current academic year')),
        })
      }
    />
  );
}
