/**
 * A checkout step that cannot go on: what went wrong, and the way forward (a retry, or for a
 * refusal of the cart as it stands, such as a minimum order, the cart to change it).
 */
import { Button } from '@jara/ui/button';
import styles from './checkout.module.css';

export interface CheckoutProblemProps {
  message: string;
  onRetry: () => void;
  /** Replaces the retry when asking again cannot help. */
  action?: { label: string; onClick: () => void };
}

export function CheckoutProblem({ message, onRetry, action }: CheckoutProblemProps) {
  return (
    <div role="alert" className={styles.problemBox}>
      <p className={styles.problem}>{message}</p>
      <Button variant="secondary" size="sm" onClick={action?.onClick ?? onRetry}>
        {action?.label ?? 'Try again'}
      </Button>
    </div>
  );
}
