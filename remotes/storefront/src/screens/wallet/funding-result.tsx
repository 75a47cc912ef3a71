/**
 * What became of the top-up the customer came back from, as the server checked it: added, still
 * being confirmed, or why it did not go through with "Try again" for the same amount.
 */
import { useEffect, useRef, type ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import type { PaymentVerification } from '@jara/contracts/entities';
import { Button } from '@jara/ui/button';
import { formatPrice } from '@jara/ui/price';
import { Skeleton, SkeletonGroup } from '@jara/ui/skeleton';
import { Spinner } from '@jara/ui/spinner';
import styles from './wallet.module.css';

interface Props {
  verification: UseQueryResult<PaymentVerification>;
  /** A pending top-up is checked again by itself; after a few checks the customer asks. */
  rechecking: boolean;
  onTryAgain: (amount: number) => void;
}

function Message({
  tone,
  heading,
  children,
}: {
  tone: 'good' | 'bad' | 'wait';
  heading: string;
  children: ReactNode;
}) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // The customer has just arrived: their screen reader starts at what happened to their money.
  useEffect(() => headingRef.current?.focus(), [heading]);
  return (
    <section
      className={`${styles.result} ${styles[tone]}`}
      role={tone === 'bad' ? 'alert' : 'status'}
      data-testid="funding-result"
    >
      <h2 ref={headingRef} tabIndex={-1} className={styles.cardHeading}>
        {heading}
      </h2>
      {children}
    </section>
  );
}

function unpaidHeading({ status, failure_reason, amount, currency }: PaymentVerification): string {
  const topUp = `Your top-up of ${formatPrice(amount, currency)}`;
  if (status === 'cancelled') return `${topUp} was cancelled`;
  const reason = failure_reason?.trim();
  return reason ? `${topUp} did not go through: ${reason}` : `${topUp} did not go through`;
}

export function FundingResult({ verification, rechecking, onTryAgain }: Props) {
  if (verification.isPending) {
    return (
      <SkeletonGroup label="Checking your top-up">
        <Skeleton height="5rem" shape="block" />
      </SkeletonGroup>
    );
  }
  if (verification.isError) {
    return (
      <Message tone="bad" heading="We could not check your top-up">
        <p>Checking again is safe: your wallet is never credited twice.</p>
        <Button variant="secondary" onClick={() => void verification.refetch()}>
          Check again
        </Button>
      </Message>
    );
  }
  const result = verification.data;
  if (result.purpose !== 'wallet_funding') return null;
  const amount = formatPrice(result.amount, result.currency);
  const reference = <p className={styles.meta}>Ref. {result.reference}</p>;

  if (result.status === 'succeeded') {
    return (
      <Message tone="good" heading={`${amount} was added to your wallet`}>
        {reference}
      </Message>
    );
  }
  if (result.status === 'pending') {
    return (
      <Message tone="wait" heading={`Your top-up of ${amount} is being confirmed`}>
        {rechecking ? (
          <Spinner size="sm" label="Checking with the payment provider" />
        ) : (
          <Button variant="secondary" onClick={() => void verification.refetch()}>
            Check again
          </Button>
        )}
        {reference}
      </Message>
    );
  }
  return (
    <Message tone="bad" heading={unpaidHeading(result)}>
      <p>Nothing was added to your wallet.</p>
      {reference}
      <Button onClick={() => onTryAgain(result.amount)}>Try again</Button>
    </Message>
  );
}
