/**
 * The keyboard contract shared by every modal surface (Modal, Drawer): focus moves inside when
 * it opens, Tab cycles within it, Escape asks to close, and focus goes back to whatever opened
 * it. The page behind stops scrolling while it is open.
 */
import { useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

const FOCUSABLE = [
  'a[href]',
  'area[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[contenteditable="true"]',
  '[tabindex]:not([tabindex="-1"])',
].join(',');

export function focusableWithin(container: HTMLElement): HTMLElement[] {
  return Array.from(container.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) => !element.hasAttribute('inert') && element.getAttribute('aria-hidden') !== 'true',
  );
}

export interface DialogFocusOptions {
  open: boolean;
  onClose: () => void;
  /** The element to focus on open, when the caller knows best. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /**
   * Where to look for the first field or link to focus before falling back to the close button,
   * so a dialog with a form opens ready to type and never lands on a footer action.
   */
  contentRef?: RefObject<HTMLElement | null>;
}

export function useDialogFocus(
  dialogRef: RefObject<HTMLElement | null>,
  { open, onClose, initialFocusRef, contentRef }: DialogFocusOptions,
) {
  const onCloseRef = useRef(onClose);
  useEffect(() => {
    onCloseRef.current = onClose;
  }, [onClose]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!open || !dialog) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const content = contentRef?.current;
    const target =
      initialFocusRef?.current ??
      (content ? focusableWithin(content)[0] : undefined) ??
      focusableWithin(dialog)[0] ??
      dialog;
    target.focus();

    const previousOverflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = previousOverflow;
      // The opener may have been removed while the dialog was open (a list re-rendered).
      if (opener?.isConnected) opener.focus();
    };
  }, [dialogRef, open, initialFocusRef, contentRef]);

  return function onKeyDown(event: KeyboardEvent<HTMLElement>) {
    if (event.key === 'Escape') {
      // Only the innermost dialog closes when dialogs are stacked.
      event.stopPropagation();
      onCloseRef.current();
      return;
    }
    const dialog = dialogRef.current;
    if (event.key !== 'Tab' || !dialog) return;
    const focusables = focusableWithin(dialog);
    const first = focusables[0];
    const last = focusables[focusables.length - 1];
    if (!first || !last) {
      event.preventDefault();
      dialog.focus();
      return;
    }
    const active = document.activeElement;
    if (event.shiftKey && (active === first || active === dialog)) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && active === last) {
      event.preventDefault();
      first.focus();
    }
  };
}
