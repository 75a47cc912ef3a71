/**
 * A side sheet that slides in from the right (cart, order tracking). Same keyboard and screen
 * reader contract as Modal: Escape and the backdrop close it, focus is trapped and restored.
 */
import { DialogFrame, type DialogFrameProps } from './dialog-frame';
import styles from './drawer.module.css';

export interface DrawerProps extends DialogFrameProps {
  width?: 'sm' | 'md';
}

export function Drawer({ width = 'md', ...frame }: DrawerProps) {
  return (
    <DialogFrame
      {...frame}
      backdropClassName={styles.backdrop}
      panelClassName={`${styles.sheet} ${styles[width]}`}
      testId="drawer-backdrop"
    />
  );
}
