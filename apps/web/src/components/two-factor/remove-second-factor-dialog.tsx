import type { UseMutationResult } from '@tanstack/react-query';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { ApiResult } from '@/lib/api-client';
import { messageOf } from '@/lib/api-error';
import { toast } from '@/lib/toast';

export interface RemoveSecondFactorTexts {
  title: string;
  message: string;
  confirm: string;
  done: string;
  failed: string;
}

interface RemoveSecondFactorDialogProps {
  /** Whose second factor: the id the screen's route takes (a user, a teacher, a student, a parent). */
  id: number;
  /** The screen's own call (DELETE …/:id/two-factor) and words. */
  remove: UseMutationResult<ApiResult<unknown>, Error, number>;
  texts: RemoveSecondFactorTexts;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus?: ((event: Event) => void) | undefined;
}

/**
 * The confirmation of removing someone's second factor (issue 29): for a person who lost their
 * phone and their recovery codes. The server audits it and tells them by e-mail.
 */
export function RemoveSecondFactorDialog({
  id,
  remove,
  texts,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: RemoveSecondFactorDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={onOpenChange}
      onCloseAutoFocus={onCloseAutoFocus}
      title={texts.title}
      message={texts.message}
      confirmLabel={texts.confirm}
      busy={remove.isPending}
      onConfirm={() =>
        remove.mutate(id, {
          onSuccess: ({ message }) => {
            toast.success(message ?? texts.done);
            onOpenChange(false);
          },
          onError: (error) => toast.error(messageOf(error, texts.failed)),
        })
      }
    />
  );
}
