import { useCallback, useRef, useState } from 'react';

/**
 * What a control that opens a dialog spreads onto itself: the click that opens it, and
 * aria-haspopup="dialog", so that a screen reader announces it (and the browser tests find it and
 * read the dialog it opens in every language).
 */
export interface DialogOpenerProps {
  'aria-haspopup': 'dialog';
  onClick: () => void;
}

export interface DialogState<T> {
  /** The open dialog (what it is about), or null. */
  dialog: T | null;
  /** Opens it from code (a row menu's item, an address asking for it); a button uses opener. */
  open: (dialog: T) => void;
  /** A button's props that open this dialog: `<Button {...dialogs.opener({ action: 'create' })}>`. */
  opener: (dialog: T) => DialogOpenerProps;
  close: () => void;
  /**
   * For the dialog's onCloseAutoFocus: gives focus back to what was focused when it opened (the
   * button, or the menu button of the item), as our dialogs have no Radix trigger to return to.
   */
  restoreFocus: (event: Event) => void;
}

/** Which of a screen's dialogs is open, and where focus goes back when it closes. */
export function useDialogState<T>(): DialogState<T> {
  const [dialog, setDialog] = useState<T | null>(null);
  const opener = useRef<HTMLElement | null>(null);

  const open = useCallback((next: T) => {
    opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    setDialog(next);
  }, []);
  const openerProps = useCallback(
    (next: T): DialogOpenerProps => ({ 'aria-haspopup': 'dialog', onClick: () => open(next) }),
    [open],
  );
  const close = useCallback(() => setDialog(null), []);
  const restoreFocus = useCallback((event: Event) => {
    // A deleted row takes its menu button with it; focus then stays where the browser puts it.
    if (!opener.current?.isConnected) return;
    event.preventDefault();
    opener.current.focus();
  }, []);

  return { dialog, open, opener: openerProps, close, restoreFocus };
}
