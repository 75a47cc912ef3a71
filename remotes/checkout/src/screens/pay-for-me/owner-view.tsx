/** The customer who made the link: waiting for the payer, then paid (or the link expired). */
import { bus } from '@jara/bus';
import type { PayForMeRequest } from '@jara/contracts/entities';
import { usePageMeta } from '@jara/parcel/page-meta';
import { Button } from '@jara/ui/button';
import { OwnerWaiting } from './owner-waiting';
import { PayForMePanel } from './pay-for-me-panel';
import { useOwnerOrderPaid } from './use-owner-order-paid';

export interface OwnerViewProps {
  request: PayForMeRequest;
  orderUuid: string;
}

export function OwnerView({ request, orderUuid }: OwnerViewProps) {
  const paid = useOwnerOrderPaid(request, orderUuid);
  if (paid)
    return <OwnerPaid vendorName={request.order.vendor.business_name} orderUuid={orderUuid} />;
  if (request.status === 'expired') return <OwnerLinkExpired />;
  return <OwnerWaiting request={request} />;
}

function OwnerPaid({ vendorName, orderUuid }: { vendorName: string; orderUuid: string }) {
  usePageMeta({ title: 'Paid' });
  return (
    <PayForMePanel
      heading={`Paid! Your order is on its way to ${vendorName}`}
      actions={
        <Button onClick={() => bus.emit('orders:open-tracking', { orderId: orderUuid })}>
          Track your order
        </Button>
      }
    >
      <p>Someone paid for your order. The store has it now.</p>
    </PayForMePanel>
  );
}

function OwnerLinkExpired() {
  usePageMeta({ title: 'Payment link expired' });
  return (
    <PayForMePanel
      heading="This payment link has expired"
      actions={<Button onClick={() => bus.emit('cart:open', {})}>Open your cart</Button>}
    >
      <p>Nobody paid in time. Check out again to make a new link, or pay yourself.</p>
    </PayForMePanel>
  );
}
