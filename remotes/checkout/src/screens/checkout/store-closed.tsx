/**
 * Checkout stops at a closed store: it takes no order until it opens (the API has no scheduled
 * order). The cart is kept; the customer can see the store's hours or change the cart.
 */
import { bus } from '@jara/bus';
import { pathTo } from '@jara/contracts/site-paths';
import type { Vendor } from '@jara/contracts/entities';
import { useParcelProps } from '@jara/parcel/parcel';
import { Button } from '@jara/ui/button';
import { CheckoutMessage } from './checkout-message';

export function StoreClosed({
  vendor,
}: {
  vendor: Pick<Vendor, 'uuid' | 'slug' | 'business_name'>;
}) {
  const { navigate } = useParcelProps();
  return (
    <CheckoutMessage
      alert
      heading={`${vendor.business_name} is closed`}
      actions={
        <>
          <Button onClick={() => navigate(pathTo('store', { params: { name: vendor.slug } }))}>
            See the store’s hours
          </Button>
          <Button
            variant="secondary"
            onClick={() => bus.emit('cart:open', { vendorId: vendor.uuid })}
          >
            Open your cart
          </Button>
        </>
      }
    >
      <p>It takes no orders until it opens again. Your cart is kept for then.</p>
    </CheckoutMessage>
  );
}
