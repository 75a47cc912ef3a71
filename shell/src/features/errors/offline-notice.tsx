/**
 * Stands where a page or a remote would be when it could not load because the connection is down.
 * Nothing else on the page changes, and it tries again by itself once the browser is back online.
 */
import { useEffect } from 'react';
import { Button } from '@jara/ui/button';
import styles from './offline-notice.module.css';

interface Props {
  onRetry: () => void;
  /** A page's notice is its heading (h1); inside a page, a section's (h2). */
  headingLevel?: 1 | 2;
}

export const OFFLINE_HEADING = 'You’re offline';

export function OfflineNotice({ onRetry, headingLevel = 1 }: Props) {
  useEffect(() => {
    window.addEventListener('online', onRetry);
    return () => window.removeEventListener('online', onRetry);
  }, [onRetry]);

  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <section className={styles.notice} role="status" data-testid="offline-notice">
      <Heading>{OFFLINE_HEADING}</Heading>
      <p>
        This part of the page needs a connection. It will load by itself when you are back online;
        everything else, your cart included, stays as it is.
      </p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </section>
  );
}
