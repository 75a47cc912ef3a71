/**
 * Where the payment provider sends the customer back (`?cart=&reference=`): the order placed,
 * or why the payment did not go through with the ways to try again. The cart stays whole until
 * the server says the payment succeeded.
 */
import type { PaymentMethod, PaymentVerification } from '@jara/contracts/entities';
import { methodInSentence } from '@jara/contracts/provider-methods';
import { useParcelProps } from '@jara/parcel/parcel';
import { Button } from '@jara/ui/button';
import { SkeletonGroup } from '@jara/ui/skeleton';
import { Spinner } from '@jara/ui/spinner';
import { CheckoutMessage } from './checkout-message';
import { checkoutPath } from './checkout-paths';
import { FactLines } from './fact-lines';
import { OrderConfirmation } from './order-confirmation';
import { useVerifiedPayment } from './use-verified-payment';

function unpaidHeading(result: PaymentVerification): string {
  if (result.status === 'cancelled') return 'You cancelled the payment';
  const reason = result.failure_reason?.trim();
  const heading =
    result.method === null || result.method === 'card'
      ? 'Your card was declined'
      : `Your ${methodInSentence(result.method)} payment did not go through`;
  return reason ? `${heading}: ${reason}` : heading;
}

export function PaymentResult({ reference, cartId }: { reference: string; cartId: string }) {
  const { navigate } = useParcelProps();
  const verification = useVerifiedPayment(reference, cartId);
  const backToCheckout = (method?: PaymentMethod) => navigate(checkoutPath(cartId, method));

  if (verification.isPending) {
    return (
      <SkeletonGroup label="Checking your payment">
        <FactLines count={3} />
      </SkeletonGroup>
    );
  }
  if (verification.isError) {
    return (
      <CheckoutMessage
        alert
        heading="We could not check your payment"
        actions={<Button onClick={() => void verification.refetch()}>Try again</Button>}
      >
        <p>Nothing was charged twice: checking again is safe.</p>
      </CheckoutMessage>
    );
  }
  const result = verification.data;
  if (result.status === 'succeeded' && result.order) {
    return <OrderConfirmation order={result.order} />;
  }
  if (result.status === 'pending' || result.status === 'succeeded') {
    return (
      <CheckoutMessage heading="Waiting for your payment">
        <Spinner label="Checking with the payment provider" />
        <p>This page checks again by itself every few seconds.</p>
      </CheckoutMessage>
    );
  }
  return (
    <CheckoutMessage
      alert
      heading={unpaidHeading(result)}
      actions={
        <>
          <Button onClick={() => backToCheckout()}>Try again</Button>
          <Button variant="secondary" onClick={() => backToCheckout('wallet')}>
            Pay from wallet
          </Button>
        </>
      }
    >
      <p>Nothing was charged and your cart is just as you left it.</p>
    </CheckoutMessage>
  );
}
