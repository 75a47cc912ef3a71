/**
 * The checkout of one cart: what is in it, where it goes, the price breakdown with a discount
 * code, and paying. The code is kept in the shared checkout store (for this cart only), so it
 * survives a reload and is cleared by logout with the rest of the checkout; a voucher the
 * customer chose to use elsewhere starts the next checkout with its code.
 */
import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Cart, Order, PaymentMethod } from '@jara/contracts/entities';
import { productVendorQuery } from '@jara/query/search-queries';
import { checkoutStore } from '@jara/state/checkout-store';
import { useStore } from '@jara/state/use-store';
import { CartSummary } from './cart-summary';
import { DeliverySection } from './delivery-section';
import { OrderTimeSection } from './order-time-section';
import { PaymentSection } from './payment-section';
import { PlaceOrderSection } from './place-order-section';
import { StoreClosed } from './store-closed';
import { useCheckoutQuotes } from './use-checkout-quotes';
import { useDeliveryChoice } from './use-delivery-choice';
import styles from './checkout.module.css';

function useDiscountCode(cartId: string): [string, (code: string) => void] {
  const code = useStore(checkoutStore, (state) =>
    state.cartId === cartId ? state.discountCode : '',
  );
  useEffect(() => {
    const state = checkoutStore.getState();
    if (state.cartId !== cartId || state.nextCode) state.startCheckout(cartId);
  }, [cartId]);
  return [code, (next) => checkoutStore.getState().setDiscountCode(next)];
}

export interface CheckoutFormProps {
  cart: Cart;
  initialMethod: PaymentMethod;
  onPlaced: (order: Order) => void;
}

export function CheckoutForm({ cart, initialMethod, onPlaced }: CheckoutFormProps) {
  const vendor = useQuery(productVendorQuery(cart.vendor));
  const delivery = useDeliveryChoice();
  const [discountCode, setDiscountCode] = useDiscountCode(cart.uuid);
  const quotes = useCheckoutQuotes(cart, delivery.choice, vendor.data, discountCode);
  const breakdown = quotes.priced;
  const { place } = quotes;
  const request =
    breakdown && place
      ? {
          cart_id: cart.uuid,
          delivery_type: place.info_type,
          customer_address: place.address,
          latitude: place.latitude,
          longitude: place.longitude,
          ...(place.dropOff ? { drop_off: place.dropOff } : {}),
          ...(discountCode && !quotes.codeRefused ? { discount_code: discountCode } : {}),
          ...(quotes.time.scheduledFor ? { scheduled_for: quotes.time.scheduledFor } : {}),
        }
      : null;

  if (vendor.data && quotes.time.noTime) return <StoreClosed vendor={vendor.data} />;

  return (
    <div className={styles.columns}>
      <div className={styles.column}>
        <CartSummary cart={cart} />
        <DeliverySection
          delivery={delivery}
          vendorName={cart.vendor_name}
          vendorAddress={vendor.data?.address}
          quote={quotes.delivery}
          ahead={Boolean(quotes.time.scheduledFor)}
        />
        {place ? (
          <OrderTimeSection
            time={quotes.time}
            vendorName={cart.vendor_name}
            currency={cart.currency}
            pickup={place.info_type === 'pickup'}
          />
        ) : null}
      </div>
      {/* On one column, payment sits under the addresses: it waits for them, or it would jump
          down by their height as they load (CLS 0.085 under Lighthouse's mobile profile). */}
      <div className={delivery.loading ? styles.columnAfterDelivery : styles.column}>
        <PaymentSection
          cart={cart}
          payment={quotes.payment}
          withoutCode={quotes.withoutCode}
          deliverable={quotes.deliverable}
          discountCode={discountCode}
          onDiscountCode={setDiscountCode}
        />
        <PlaceOrderSection
          cart={cart}
          request={request}
          payment={breakdown}
          initialMethod={initialMethod}
          onPlaced={onPlaced}
        />
      </div>
    </div>
  );
}
