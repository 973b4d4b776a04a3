import { useLayoutEffect, type RefObject } from 'react';

/**
 * Closes an open popup (menu, panel) on Escape, returning focus to its button, and on a press
 * outside `container`. It listens from the commit that draws the popup (a layout effect): a
 * passive effect runs after paint, so a key pressed as soon as the popup showed could meet no
 * listener (the console's drawer does the same).
 */
export function useDismiss(
  open: boolean,
  close: () => void,
  container: RefObject<HTMLElement | null>,
  button: RefObject<HTMLElement | null>,
): void {
  useLayoutEffect(() => {
    if (!open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      button.current?.focus();
    };
    const onPointerDown = (event: PointerEvent) => {
      if (!container.current?.contains(event.target as Node)) close();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('pointerdown', onPointerDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('pointerdown', onPointerDown);
    };
  }, [open, close, container, button]);
}
