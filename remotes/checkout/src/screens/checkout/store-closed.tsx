/**
 * Checkout stops at a store that is closed now with no slot to order ahead for over the next two
 * days. The cart is kept; the customer can see the store's hours or change the cart.
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
      <p>
        It has no delivery times open over the next two days. Your cart is kept for when it opens.
      </p>
    </CheckoutMessage>
  );
}
