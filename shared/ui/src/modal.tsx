/**
 * A centred dialog rendered in a portal over the page. It closes on Escape, on the close
 * button and on a click on the backdrop; focus stays inside while it is open and returns to the
 * opener afterwards.
 */
import { DialogFrame, type DialogFrameProps } from './dialog-frame';
import styles from './modal.module.css';

export interface ModalProps extends DialogFrameProps {
  size?: 'sm' | 'md' | 'lg';
}

export function Modal({ size = 'md', ...frame }: ModalProps) {
  return (
    <DialogFrame
      {...frame}
      backdropClassName={styles.backdrop}
      panelClassName={`${styles.dialog} ${styles[size]}`}
      testId="modal-backdrop"
    />
  );
}
