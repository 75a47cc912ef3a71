/**
 * A centred dialog rendered in a portal over the page. It closes on Escape, on the close
 * button and on a click on the backdrop; focus stays inside while it is open and returns to the
 * opener afterwards.
 */
import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from './close-icon';
import styles from './modal.module.css';
import { useDialogFocus } from './use-dialog-focus';

export interface ModalProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Actions pinned under the content (confirm, cancel). */
  footer?: ReactNode;
  size?: 'sm' | 'md' | 'lg';
  /** The element to focus on open; defaults to the first focusable element inside. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  closeLabel?: string;
}

export function Modal({
  open,
  onClose,
  title,
  children,
  footer,
  size = 'md',
  initialFocusRef,
  closeLabel = 'Close',
}: ModalProps) {
  const titleId = useId();
  const dialogRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const onKeyDown = useDialogFocus(dialogRef, { open, onClose, initialFocusRef, contentRef });

  if (!open) return null;
  return createPortal(
    <div
      className={styles.backdrop}
      data-testid="modal-backdrop"
      onMouseDown={(event) => {
        // Only a press that starts on the backdrop itself closes: not a text selection that
        // began inside the dialog and ended outside it.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={dialogRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`${styles.dialog} ${styles[size]}`}
        onKeyDown={onKeyDown}
      >
        <header className={styles.header}>
          <h2 id={titleId} className={styles.title}>
            {title}
          </h2>
          <button type="button" className={styles.close} aria-label={closeLabel} onClick={onClose}>
            <CloseIcon />
          </button>
        </header>
        <div ref={contentRef} className={styles.body}>
          {children}
        </div>
        {footer ? <footer className={styles.footer}>{footer}</footer> : null}
      </div>
    </div>,
    document.body,
  );
}
