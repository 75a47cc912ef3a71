/** What the customer sees once the order is placed. */
import { pathTo } from '@jara/contracts/site-paths';
import { bus } from '@jara/bus';
import type { Order } from '@jara/contracts/entities';
import { methodInSentence } from '@jara/contracts/provider-methods';
import { useParcelProps } from '@jara/parcel/parcel';
import { Button } from '@jara/ui/button';
import { Price } from '@jara/ui/price';
import { CheckoutMessage } from './checkout-message';

export function OrderConfirmation({ order }: { order: Order }) {
  const { navigate } = useParcelProps();
  return (
    <CheckoutMessage
      heading="Order placed"
      actions={
        <>
          <Button onClick={() => bus.emit('orders:open-tracking', { orderId: order.uuid })}>
            Track your order
          </Button>
          <Button variant="secondary" onClick={() => navigate(pathTo('stores'))}>
            Keep shopping
          </Button>
        </>
      }
    >
      <p>
        Thank you! {order.vendor.business_name} has your order {order.reference}.
      </p>
      <p>
        Total paid <Price amount={order.total} currency={order.currency} />
        {order.paid_with ? ` by ${methodInSentence(order.paid_with)}` : null}
      </p>
    </CheckoutMessage>
  );
}
