/**
 * A voucher's "Use": the code is carried into the next checkout, the customer is told so, and
 * taken on to their cart when they have one, or to the marketplace to start one.
 */
import { bus } from '@jara/bus';
import { notify } from '@jara/bus/toast';
import { pathTo } from '@jara/contracts/site-paths';
import { useParcelProps } from '@jara/parcel/parcel';
import { cartStore } from '@jara/state/cart-store';
import { checkoutStore } from '@jara/state/checkout-store';

export function useVoucherCode() {
  const { navigate, country } = useParcelProps();

  return (code: string) => {
    checkoutStore.getState().carryCode(code);
    notify.success(`We will apply ${code} at checkout.`);
    const hasCart = Object.keys(cartStore.getState().cartIds).length > 0;
    if (hasCart) bus.emit('cart:open', {});
    else navigate(pathTo('stores', { country }));
  };
}
