/** How the customer pays, and the button that places the order once everything checks out. */
import { useState } from 'react';
import type { PlaceOrderBody } from '@jara/contracts/api-calls';
import type { Cart, Order, PaymentInfo } from '@jara/contracts/entities';
import { Button } from '@jara/ui/button';
import { formatPrice } from '@jara/ui/price';
import { hasUnavailableItems } from '../../carts/cart-lines';
import type { DeliveryPoint } from './use-delivery-point';
import { usePlaceOrder } from './use-place-order';
import styles from './checkout.module.css';

type PaymentMethod = PlaceOrderBody['payment_method'];

const METHODS: { value: PaymentMethod; label: string }[] = [
  { value: 'card', label: 'Card' },
  { value: 'wallet', label: 'Wallet' },
];

export interface PlaceOrderSectionProps {
  cart: Cart;
  point: DeliveryPoint | null;
  /** The confirmed breakdown, or null until delivery and the total have been worked out. */
  payment: PaymentInfo | null;
  discountCode: string;
  onPlaced: (order: Order) => void;
}

export function PlaceOrderSection({
  cart,
  point,
  payment,
  discountCode,
  onPlaced,
}: PlaceOrderSectionProps) {
  const [method, setMethod] = useState<PaymentMethod>('card');
  const order = usePlaceOrder(onPlaced);
  const unavailable = hasUnavailableItems(cart);
  const ready = point !== null && payment !== null && !unavailable;

  const submit = () => {
    if (!ready) return;
    void order.place(cart, {
      cart_id: cart.uuid,
      delivery_type: 'delivery',
      customer_address: point.address,
      latitude: point.latitude,
      longitude: point.longitude,
      payment_method: method,
      ...(discountCode ? { discount_code: discountCode } : {}),
    });
  };

  return (
    <section className={styles.panel} aria-labelledby="checkout-place">
      <h2 id="checkout-place" className={styles.panelHeading}>
        Pay with
      </h2>
      <div role="radiogroup" aria-labelledby="checkout-place" className={styles.methods}>
        {METHODS.map(({ value, label }) => (
          <label key={value} className={styles.method}>
            <input
              type="radio"
              name="payment_method"
              value={value}
              checked={method === value}
              onChange={() => setMethod(value)}
            />
            {label}
          </label>
        ))}
      </div>
      {unavailable ? (
        <p className={styles.problem}>Remove the unavailable items from your cart first.</p>
      ) : null}
      {order.error ? (
        <p role="alert" className={styles.problem}>
          {order.error}
        </p>
      ) : null}
      <Button block size="lg" disabled={!ready} loading={order.placing} onClick={submit}>
        {payment ? `Place order · ${formatPrice(payment.total, payment.currency)}` : 'Place order'}
      </Button>
    </section>
  );
}
