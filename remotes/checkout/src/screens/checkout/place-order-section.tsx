/** How the customer pays, and the button that places the order once everything checks out. */
import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { bus } from '@jara/bus';
import type { Cart, Order, PaymentInfo, PaymentMethod } from '@jara/contracts/entities';
import { Button } from '@jara/ui/button';
import { formatPrice } from '@jara/ui/price';
import { hasUnavailableItems } from '../../carts/cart-lines';
import { PaymentMethods } from './payment-methods';
import { usePlaceOrder, type OrderRequest } from './use-place-order';
import { WalletBalance, walletShortfall } from './wallet-balance';
import { walletQuery } from '@jara/query/wallet-queries';
import { useParcelProps } from '@jara/parcel/parcel';
import styles from './checkout.module.css';

export interface PlaceOrderSectionProps {
  cart: Cart;
  /** What is sent with the order, or null until delivery and the total are worked out. */
  request: OrderRequest | null;
  /** The confirmed breakdown, or null until then. */
  payment: PaymentInfo | null;
  initialMethod: PaymentMethod;
  onPlaced: (order: Order) => void;
}

export function PlaceOrderSection(props: PlaceOrderSectionProps) {
  const { cart, request, payment, initialMethod, onPlaced } = props;
  const [method, setMethod] = useState<PaymentMethod>(initialMethod);
  const { country } = useParcelProps();
  const wallet = useQuery({ ...walletQuery(country), enabled: method === 'wallet' });
  const order = usePlaceOrder(onPlaced);
  const unavailable = hasUnavailableItems(cart);
  const short = method === 'wallet' ? walletShortfall(wallet.data, payment?.total ?? null) : 0;
  const walletUnknown = method === 'wallet' && !wallet.data;
  const ready = request !== null && payment !== null && !unavailable && short === 0;

  const submit = () => {
    if (ready && !walletUnknown) void order.place(cart, request, method);
  };

  return (
    <section className={styles.panel} aria-labelledby="checkout-place">
      <h2 id="checkout-place" className={styles.panelHeading}>
        Pay with
      </h2>
      <PaymentMethods labelledBy="checkout-place" method={method} onChange={setMethod} />
      {method === 'wallet' ? <WalletBalance wallet={wallet} short={short} /> : null}
      {unavailable ? (
        <div className={styles.problemBox}>
          <p className={styles.problem}>Remove the unavailable items from your cart first.</p>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => bus.emit('cart:open', { vendorId: cart.vendor })}
          >
            Open your cart
          </Button>
        </div>
      ) : null}
      {order.error ? (
        <p role="alert" className={styles.problem}>
          {order.error}
        </p>
      ) : null}
      <Button
        block
        size="lg"
        disabled={!ready || walletUnknown}
        loading={order.placing}
        onClick={submit}
      >
        {payment ? `Place order · ${formatPrice(payment.total, payment.currency)}` : 'Place order'}
      </Button>
    </section>
  );
}
