/** The page without a link: what pay-for-me is, and where a link is made. */
import { bus } from '@jara/bus';
import { usePageMeta } from '@jara/parcel/page-meta';
import { Button } from '@jara/ui/button';
import { PayForMePanel } from './pay-for-me-panel';

export function PayForMeIntro() {
  usePageMeta({ title: 'Pay for me' });
  return (
    <PayForMePanel
      heading="Let someone else pay for your order"
      actions={<Button onClick={() => bus.emit('cart:open', {})}>Open your cart</Button>}
    >
      <p>
        At checkout, choose “Someone else pays”. You get a secure payment link to send to a friend
        or family member; they open it, see your order and pay by card, no account needed.
      </p>
      <p>Your order goes to the store as soon as they pay, and this page tells you at once.</p>
    </PayForMePanel>
  );
}
