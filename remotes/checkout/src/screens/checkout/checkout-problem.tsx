/** A checkout step that did not load: what went wrong and a retry. */
import { Button } from '@jara/ui/button';
import styles from './checkout.module.css';

export function CheckoutProblem({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <div role="alert" className={styles.problemBox}>
      <p className={styles.problem}>{message}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
