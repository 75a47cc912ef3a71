/**
 * A plan payment back from the hosted page (`?reference=PAY-...`). The server's check decides
 * what it was; the `status=` the provider adds to the address is never read.
 */
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@jara/api/api-error';
import type { CountryCode } from '@jara/contracts/constants';
import { useParcelProps } from '@jara/parcel/parcel';
import { usePageReady } from '@jara/parcel/use-page-ready';
import { planPaymentQuery } from '@jara/query/plan-queries';
import { sessionStore } from '@jara/state/session-store';
import { useStore } from '@jara/state/use-store';
import { Button } from '@jara/ui/button';
import { LoadError } from '@jara/ui/load-error';
import { Skeleton, SkeletonGroup } from '@jara/ui/skeleton';
import { PaymentNotFound } from './payment-not-found';
import { PlanPaid } from './plan-paid';
import { PlanPaymentFailed } from './plan-payment-failed';
import styles from './sign-up-successful.module.css';

export const SIGN_IN_FOR_PAYMENT = 'Sign in to your plan account to see this payment';

interface Props {
  reference: string;
  country: CountryCode;
  path: string;
}

export function PlanPaymentResult({ reference, country, path }: Props) {
  const { requestLogin } = useParcelProps();
  const customerId = useStore(sessionStore, (state) => state.planCustomerId);
  const payment = useQuery({
    ...planPaymentQuery(customerId ?? 0, reference),
    enabled: customerId !== null,
  });
  const settled = payment.isError || (payment.isSuccess && payment.data.status !== 'pending');
  usePageReady(path, customerId === null || settled);

  if (customerId === null) {
    return (
      <div className={styles.result}>
        <h1 className={styles.title}>Your plan payment</h1>
        <p>{SIGN_IN_FOR_PAYMENT}.</p>
        <Button onClick={() => void requestLogin('plan', SIGN_IN_FOR_PAYMENT)}>Sign in</Button>
      </div>
    );
  }
  if (payment.isError) {
    if (isApiError(payment.error) && payment.error.status === 404) {
      return <PaymentNotFound country={country} />;
    }
    return (
      <LoadError
        message="We could not check your payment. Checking again is safe: nothing is charged twice."
        onRetry={() => void payment.refetch()}
      />
    );
  }
  if (payment.isPending || payment.data.status === 'pending') {
    return (
      <SkeletonGroup label="Confirming your payment…" className={styles.result}>
        <Skeleton height="2.4rem" width="70%" />
        <Skeleton height="1.2rem" />
        <Skeleton height="8rem" shape="block" />
      </SkeletonGroup>
    );
  }
  if (payment.data.status === 'succeeded') return <PlanPaid payment={payment.data} />;
  return <PlanPaymentFailed payment={payment.data} />;
}
