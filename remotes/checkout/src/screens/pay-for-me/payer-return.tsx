/** The payer back from the provider: thanked once the server confirms, or told why not. */
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { PayForMeRequest } from '@jara/contracts/entities';
import { usePageMeta } from '@jara/parcel/page-meta';
import { Price } from '@jara/ui/price';
import { LinkExpired, LinkLoadFailed } from './link-states';
import { OrderSummary } from './order-summary';
import { PayButton } from './pay-button';
import { PayForMePanel } from './pay-for-me-panel';
import { endAttempt } from './payment-attempt';
import { payerReturnQuery, refusalOf } from './payer-verification';
import { RequestSkeleton } from './request-skeleton';

export interface PayerReturnProps {
  request: PayForMeRequest;
  reference: string;
}

export function PayerReturn({ request, reference }: PayerReturnProps) {
  const check = useQuery(payerReturnQuery(request.token, reference));
  // The provider answered this attempt: paying again is a new attempt with a new key.
  useEffect(() => endAttempt(request.token), [request.token]);

  if (check.isPending) return <RequestSkeleton />;
  if (check.isError) return <LinkLoadFailed onRetry={() => void check.refetch()} />;

  const checked = check.data;
  if (checked.status === 'paid') return <PayerThanks request={checked} />;
  if (checked.status === 'expired') return <LinkExpired firstName={checked.customer_first_name} />;
  return <PayerRefused request={checked} reason={refusalOf(checked.last_payment)} />;
}

function PayerThanks({ request }: { request: PayForMeRequest }) {
  usePageMeta({ title: 'Thank you' });
  const { order } = request;
  return (
    <PayForMePanel heading={`Thank you, you paid for ${request.customer_first_name}'s order`}>
      <p>
        You paid <Price amount={order.total} currency={order.currency} />.{' '}
        {order.vendor.business_name} has the order now.
      </p>
    </PayForMePanel>
  );
}

function PayerRefused({ request, reason }: { request: PayForMeRequest; reason: string }) {
  usePageMeta({ title: 'Payment not completed' });
  return (
    <PayForMePanel
      alert
      heading="Your payment was not completed"
      actions={<PayButton request={request} label="Try again" />}
    >
      <p>{reason}</p>
      <p>Nothing was charged. You can try again with the same or another card.</p>
      <OrderSummary order={request.order} />
    </PayForMePanel>
  );
}
