/** What stands in a remote's place when it is down, slow or crashed: a message and a retry. */
import type { RemoteName } from '@jara/contracts/remote-contract';
import { REMOTE_LABELS } from './remote-labels';
import styles from './remote-parcel.module.css';

interface Props {
  remote: RemoteName;
  variant: 'page' | 'widget';
  /** What the customer calls this widget ("Your cart", "Order tracking"). */
  label?: string;
  onRetry: () => void;
}

export function RemoteFallback({ remote, variant, label = REMOTE_LABELS[remote], onRetry }: Props) {
  if (variant === 'widget') {
    return (
      <button
        type="button"
        className={styles.widgetFallback}
        onClick={onRetry}
        aria-label={`${label} is unavailable. Retry`}
        title={`${label} is unavailable. Retry`}
      >
        ↻
      </button>
    );
  }
  return (
    <section role="alert" className={styles.pageFallback} data-remote-fallback={remote}>
      <h2>{label} is unavailable right now.</h2>
      <p>
        It did not load. Check your connection, then try again. The rest of the site still works.
      </p>
      <button type="button" className={styles.retry} onClick={onRetry}>
        Try again
      </button>
    </section>
  );
}
