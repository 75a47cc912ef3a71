/** What the customer sees once support has their message: its reference, and a way to send another. */
import { useEffect, useRef } from 'react';
import { Button } from '@jara/ui/button';
import styles from './contact-us-screen.module.css';

export function MessageSent({
  reference,
  onAnother,
}: {
  reference: string;
  onAnother: () => void;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form the customer was in is gone: focus moves to what replaced it, and is read out.
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className={styles.sent} data-testid="message-sent">
      <h3 ref={heading} tabIndex={-1}>
        We got your message
      </h3>
      <p>
        Your reference is <strong className={styles.reference}>{reference}</strong>. Quote it if you
        contact us again about this; we reply by email within a day.
      </p>
      <Button variant="secondary" onClick={onAnother}>
        Send another message
      </Button>
    </div>
  );
}
