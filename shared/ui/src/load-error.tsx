/** What a screen shows when its data did not arrive: a plain sentence and a way to try again. */
import { Button } from './button';
import styles from './load-error.module.css';

export function LoadError({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className={styles.box}>
      <p className={styles.message}>{message}</p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
