/**
 * What stands in a remote's place when it is down, slow or crashed: a message and a retry.
 * Offline, the page says so instead, and either variant tries again once the connection is back.
 */
import { useEffect } from 'react';
import type { RemoteName } from '@jara/contracts/remote-contract';
import { OfflineNotice } from '../errors/offline-notice';
import { useOnline } from '../errors/use-online';
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
  const online = useOnline();
  useEffect(() => {
    // A page's offline notice listens for itself.
    if (variant !== 'widget') return;
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [variant, onRetry]);

  if (variant === 'widget') {
    const name = online ? `${label} is unavailable. Retry` : `${label} needs a connection. Retry`;
    return (
      <button
        type="button"
        className={styles.widgetFallback}
        onClick={onRetry}
        aria-label={name}
        title={name}
      >
        ↻
      </button>
    );
  }
  if (!online) return <OfflineNotice onRetry={onRetry} />;
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
