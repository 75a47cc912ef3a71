/**
 * What Modal and Drawer share: a portal over the page, a backdrop that closes on a press that
 * starts on it, a labelled `aria-modal` dialog with a close button, focus kept inside and given
 * back on close. Each passes only its own look (the backdrop's and the panel's classes).
 */
import { useId, useRef, type ReactNode, type RefObject } from 'react';
import { createPortal } from 'react-dom';
import { CloseIcon } from './close-icon';
import styles from './dialog-frame.module.css';
import { useDialogFocus } from './use-dialog-focus';

export interface DialogFrameProps {
  open: boolean;
  onClose: () => void;
  title: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  initialFocusRef?: RefObject<HTMLElement | null>;
  closeLabel?: string;
}

interface FrameLook {
  backdropClassName: string | undefined;
  panelClassName: string;
  testId: string;
}

export function DialogFrame({
  open,
  onClose,
  title,
  children,
  footer,
  initialFocusRef,
  closeLabel = 'Close',
  backdropClassName,
  panelClassName,
  testId,
}: DialogFrameProps & FrameLook) {
  const titleId = useId();
  const panelRef = useRef<HTMLDivElement>(null);
  const contentRef = useRef<HTMLDivElement>(null);
  const onKeyDown = useDialogFocus(panelRef, { open, onClose, initialFocusRef, contentRef });

  if (!open) return null;
  return createPortal(
    <div
      className={backdropClassName}
      data-testid={testId}
      onMouseDown={(event) => {
        // Only a press that starts on the backdrop itself closes: not a text selection that
        // began inside the dialog and ended outside it.
        if (event.target === event.currentTarget) onClose();
      }}
    >
      <div
        ref={panelRef}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        tabIndex={-1}
        className={`${styles.panel} ${panelClassName}`}
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
