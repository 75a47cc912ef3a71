/**
 * The checkout of one cart: what is in it, delivery, the price breakdown with a discount code,
 * and placing the order. The code is kept in the shared checkout store (for this cart only), so
 * it survives a reload and is cleared by logout with the rest of the checkout.
 */
import { useEffect } from 'react';
import type { Cart, Order } from '@jara/contracts/entities';
import { checkoutStore } from '@jara/state/checkout-store';
import { useStore } from '@jara/state/use-store';
import { CartSummary } from './cart-summary';
import { DeliverySection } from './delivery-section';
import { PaymentSection } from './payment-section';
import { PlaceOrderSection } from './place-order-section';
import { useCheckoutQuotes } from './use-checkout-quotes';
import { useDeliveryPoint } from './use-delivery-point';
import styles from './checkout.module.css';

function useDiscountCode(cartId: string): [string, (code: string) => void] {
  const code = useStore(checkoutStore, (state) =>
    state.cartId === cartId ? state.discountCode : '',
  );
  useEffect(() => {
    if (checkoutStore.getState().cartId !== cartId) checkoutStore.getState().startCheckout(cartId);
  }, [cartId]);
  return [code, (next) => checkoutStore.getState().setDiscountCode(next)];
}

export function CheckoutForm({ cart, onPlaced }: { cart: Cart; onPlaced: (order: Order) => void }) {
  const point = useDeliveryPoint();
  const [discountCode, setDiscountCode] = useDiscountCode(cart.uuid);
  const { delivery, deliverable, payment } = useCheckoutQuotes(cart, point, discountCode);
  const breakdown = deliverable ? (payment.data ?? null) : null;

  return (
    <div className={styles.columns}>
      <div className={styles.column}>
        <CartSummary cart={cart} />
        <DeliverySection point={point} vendorName={cart.vendor_name} delivery={delivery} />
      </div>
      <div className={styles.column}>
        <PaymentSection
          payment={payment}
          deliverable={deliverable}
          discountCode={discountCode}
          onDiscountCode={setDiscountCode}
        />
        <PlaceOrderSection
          cart={cart}
          point={point}
          payment={breakdown}
          discountCode={discountCode}
          onPlaced={onPlaced}
        />
      </div>
    </div>
  );
}
