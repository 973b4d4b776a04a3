import type { AcademicYear } from '@school/contract';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';
import { useDeleteAcademicYear } from '../api/delete-academic-year';

interface DeleteAcademicYearDialogProps {
  year: AcademicYear;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: (event: Event) => void;
}

export function DeleteAcademicYearDialog({
  year,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: DeleteAcademicYearDialogProps) {
  const remove = useDeleteAcademicYear();
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title="Delete Academic Year"
      message={`Are you sure you want to delete the academic year "${year.name}"? This action cannot be undone.`}
      confirmLabel="Delete"
      busy={remove.isPending}
      onConfirm={() =>
        remove.mutate(year.id, {
          onSuccess: ({ message }) => {
            toast.success(message ?? 'Academic year deleted successfully!');
            onOpenChange(false);
          },
          // 409 for the current year or a year with enrolments: the server's message says which.
          onError: (error) => toast.error(messageOf(error, 'Failed to delete academic year')),
        })
      }
    />
  );
}
