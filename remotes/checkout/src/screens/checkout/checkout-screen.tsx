/**
 * The checkout screen (?cart=<uuid>, and `method` to start from). It needs a cart id and a
 * signed-in customer; the cart comes from the store, refreshed from the server when the screen
 * opens. Back from the payment provider (`reference` added), it shows the payment's result.
 */
import { pathTo } from '@jara/contracts/site-paths';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { bus } from '@jara/bus';
import type { Order, PaymentMethod } from '@jara/contracts/entities';
import { useParcelProps } from '@jara/parcel/parcel';
import type { ScreenProps } from '@jara/parcel/remote-routes';
import { Button } from '@jara/ui/button';
import { Spinner } from '@jara/ui/spinner';
import { useSignedIn } from '@jara/state/use-signed-in';
import { CheckoutForm } from './checkout-form';
import { CheckoutMessage } from './checkout-message';
import { methodFromParam } from './checkout-paths';
import { checkoutCartId, paymentReference } from './checkout-screen-queries';
import { OrderConfirmation } from './order-confirmation';
import { PaymentResult } from './payment-result';
import { useCheckoutCart } from './use-checkout-cart';
import styles from './checkout.module.css';

export const SIGN_IN_TO_CHECK_OUT = 'Sign in to check out';

export function CheckoutScreen({ title }: ScreenProps) {
  const [search] = useSearchParams();
  const cartId = checkoutCartId(search);
  const reference = paymentReference(search);
  const method = methodFromParam(search.get('method'));
  const signedIn = useSignedIn();
  const { requestLogin } = useParcelProps();
  const [placed, setPlaced] = useState<Order | null>(null);

  const body = () => {
    if (placed) return <OrderConfirmation order={placed} />;
    if (!cartId) {
      return (
        <CheckoutMessage
          heading="Which cart?"
          actions={<Button onClick={() => bus.emit('cart:open', {})}>Open your cart</Button>}
        >
          <p>Choose the cart to check out from your cart.</p>
        </CheckoutMessage>
      );
    }
    if (!signedIn) {
      return (
        <CheckoutMessage
          heading={SIGN_IN_TO_CHECK_OUT}
          actions={
            <Button onClick={() => void requestLogin('customer', SIGN_IN_TO_CHECK_OUT)}>
              Sign in
            </Button>
          }
        >
          <p>Your cart is kept with your account. Sign in to see it and pay.</p>
        </CheckoutMessage>
      );
    }
    if (reference) return <PaymentResult reference={reference} cartId={cartId} />;
    return <CartCheckout key={cartId} cartId={cartId} method={method} onPlaced={setPlaced} />;
  };

  return (
    <div className={styles.screen}>
      <h1 className={styles.title}>{title}</h1>
      {body()}
    </div>
  );
}

interface CartCheckoutProps {
  cartId: string;
  method: PaymentMethod;
  onPlaced: (order: Order) => void;
}

function CartCheckout({ cartId, method, onPlaced }: CartCheckoutProps) {
  const { navigate } = useParcelProps();
  const found = useCheckoutCart(cartId);

  if (found.status === 'ready') {
    // Keyed by method: "Pay from wallet" after a declined card starts from the wallet.
    return (
      <CheckoutForm key={method} cart={found.cart} initialMethod={method} onPlaced={onPlaced} />
    );
  }
  if (found.status === 'loading') return <Spinner label="Loading your cart" />;
  if (found.status === 'failed') {
    return (
      <CheckoutMessage
        alert
        heading="We could not load your cart"
        actions={<Button onClick={found.retry}>Try again</Button>}
      >
        <p>Check your connection and try again.</p>
      </CheckoutMessage>
    );
  }
  return (
    <CheckoutMessage
      heading="This cart is empty or already checked out"
      actions={<Button onClick={() => navigate(pathTo('stores'))}>Browse stores</Button>}
    >
      <p>Add something from a store to start a new cart.</p>
    </CheckoutMessage>
  );
}
