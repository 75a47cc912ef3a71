/**
 * A side sheet that slides in from the right (cart, order tracking). Same keyboard and screen
 * reader contract as Modal: Escape and the backdrop close it, focus is trapped and restored.
 */
import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from './close-icon';
import styles from './drawer.module.css';
import { useDialogFocus } from './use-dialog-focus';

export interface DrawerProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  /** Pinned to the bottom of the sheet (a checkout button, a total). */
  footer?: ReactNode;
  width?: 'sm' | 'md';
  initialFocusRef?: RefObject<HTMLElement | null>;
  closeLabel?: string;
}

export function Drawer({
  open,
  onClose,
  title,
  children,
  footer,
  width = 'md',
  initialFocusRef,
  closeLabel = 'Close',
}: DrawerProps) {
  const titleId = useId();
  const sheetRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const onKeyDown = useDialogFocus(sheetRef, { open, onClose, initialFocusRef, contentRef });

  if (!open) return null;
  return createPortal(
    <div
      className={styles.backdrop}
      data-testid="drawer-backdrop"
      onMouseDown={(event) => {
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={sheetRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`${styles.sheet} ${styles[width]}`}
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
