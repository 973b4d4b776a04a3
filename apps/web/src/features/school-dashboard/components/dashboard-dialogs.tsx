import type { Notice } from '@school/contract';
import { ActivityLogModal } from './activity-log-modal';
import { DeleteNoticeDialog } from './delete-notice-dialog';
import { NoticeFormModal } from './notice-form-modal';

/** The one dialog open on the dashboard, with the notice it is about. */
export type DashboardDialog =
  | { action: 'activities' }
  | { action: 'create-notice' }
  | { action: 'edit-notice' | 'delete-notice'; notice: Notice };

interface DashboardDialogsProps {
  dialog: DashboardDialog | null;
  onClose: () => void;
  /** Where focus goes when the dialog closes (useDialogState's restoreFocus). */
  restoreFocus: (event: Event) => void;
}

/** Renders the open dialog; each is mounted only while open, so it starts afresh. */
export function DashboardDialogs({ dialog, onClose, restoreFocus }: DashboardDialogsProps) {
  if (!dialog) return null;
  const props = {
    open: true,
    onOpenChange: (open: boolean) => !open && onClose(),
    onCloseAutoFocus: restoreFocus,
  };
  switch (dialog.action) {
    case 'activities':
      return <ActivityLogModal {...props} />;
    case 'create-notice':
      return <NoticeFormModal {...props} />;
    case 'edit-notice':
      return <NoticeFormModal {...props} notice={dialog.notice} />;
    case 'delete-notice':
      return <DeleteNoticeDialog {...props} notice={dialog.notice} />;
  }
}
