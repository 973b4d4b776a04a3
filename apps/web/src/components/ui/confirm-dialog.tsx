import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from './button';
import { Modal } from './modal';

interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  message: string;
  confirmLabel: string;
  onConfirm: () => void;
  /** The confirmed action is running: both buttons wait. */
  busy?: boolean;
  tone?: 'danger' | 'primary';
  onCloseAutoFocus?: (event: Event) => void;
  /** What the action does in detail (who it affects), between the message and the buttons. */
  children?: ReactNode;
}

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  message,
  confirmLabel,
  onConfirm,
  busy = false,
  tone = 'danger',
  onCloseAutoFocus,
  children,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!busy) onOpenChange(next);
      }}
      title={title}
      description={message}
      size="sm"
      role="alertdialog"
      onCloseAutoFocus={onCloseAutoFocus}
    >
      {children}
      <div className="flex justify-end gap-3">
        <Button variant="secondary" disabled={busy} onClick={() => onOpenChange(false)}>
          {t('actions.cancel')}
        </Button>
        <Button variant={tone} busy={busy} onClick={onConfirm}>
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
