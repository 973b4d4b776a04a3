import * as Dialog from '@radix-ui/react-dialog';
import { X } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** What a user fills in: the dialog starts there rather than on its close button. */
const FIELD = 'input:not([type="hidden"]):not([disabled]), select:not([disabled]), textarea:not([disabled])';

/**
 * Where a dialog puts the focus when it opens: its first field; without one, its first button
 * other than the close button (a confirmation's action or cancel). Null leaves it to Radix.
 */
function firstStop(content: HTMLElement | null): HTMLElement | null {
  if (!content) return null;
  return (
    content.querySelector<HTMLElement>(FIELD) ??
    content.querySelector<HTMLElement>('button:not([data-dialog-close]):not([disabled])')
  );
}

export type ModalSize = 'sm' | 'md' | 'lg' | 'xl' | 'full';

const SIZES: Record<ModalSize, string> = {
  sm: 'max-w-sm',
  md: 'max-w-md',
  lg: 'max-w-2xl',
  xl: 'max-w-4xl',
  full: 'max-w-[calc(100vw-2rem)]',
};

interface ModalProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  size?: ModalSize;
  /** alertdialog for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  /**
   * Where focus goes on close. Our dialogs have no Radix trigger to go back to, so their screens
   * pass useDialogState's restoreFocus, which gives it back to what opened the dialog.
   */
  onCloseAutoFocus?: (event: Event) => void;
  children: ReactNode;
}

/**
 * A Radix dialog: focus is trapped inside, starts on the first field, and goes back to what
 * opened it on close (see onCloseAutoFocus); Escape and the close button close it.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  size = 'md',
  role = 'dialog',
  onCloseAutoFocus,
  children,
}: ModalProps) {
  const { t } = useTranslation();
  const content = useRef<HTMLDivElement>(null);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          ref={content}
          role={role}
          onOpenAutoFocus={(event) => {
            const stop = firstStop(content.current);
            if (!stop) return;
            event.preventDefault();
            stop.focus();
          }}
          onCloseAutoFocus={onCloseAutoFocus}
          // Radix warns about a missing description unless told there is none.
          {...(description ? {} : { 'aria-describedby': undefined })}
          className={`fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100vw-2rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl ${SIZES[size]}`}
        >
          <div className="mb-4 flex items-start justify-between gap-4">
            <Dialog.Title className="min-w-0 text-lg font-semibold [overflow-wrap:anywhere] text-slate-900">
              {title}
            </Dialog.Title>
            <Dialog.Close
              data-dialog-close
              aria-label={t('actions.close')}
              className="rounded-md p-1 text-slate-500 hover:bg-slate-100 hover:text-slate-700"
            >
              <X aria-hidden="true" className="size-5" />
            </Dialog.Close>
          </div>
          {description && (
            <Dialog.Description className="mb-4 text-sm text-slate-600">{description}</Dialog.Description>
          )}
          {children}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
