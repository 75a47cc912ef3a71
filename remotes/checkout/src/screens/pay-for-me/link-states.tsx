/** The ends a link can come to for the payer: unknown, unreadable for now, paid, expired. */
import { usePageMeta } from '@jara/parcel/page-meta';
import { Button } from '@jara/ui/button';
import { PayForMePanel } from './pay-for-me-panel';

export function LinkNotFound() {
  usePageMeta({ title: 'Payment link not found' });
  return (
    <PayForMePanel heading="This payment link does not exist">
      <p>Check that the whole link was copied, or ask the person who sent it for a new one.</p>
    </PayForMePanel>
  );
}

export function LinkLoadFailed({ onRetry }: { onRetry: () => void }) {
  return (
    <PayForMePanel
      alert
      heading="We could not load this payment link"
      actions={<Button onClick={onRetry}>Try again</Button>}
    >
      <p>Check your connection and try again.</p>
    </PayForMePanel>
  );
}

export function LinkAlreadyPaid() {
  usePageMeta({ title: 'Already paid' });
  return (
    <PayForMePanel heading="This order has already been paid">
      <p>Nothing more to do: the store has the order.</p>
    </PayForMePanel>
  );
}

export function LinkExpired({ firstName }: { firstName: string }) {
  usePageMeta({ title: 'Payment link expired' });
  return (
    <PayForMePanel heading="This payment link has expired">
      <p>Ask {firstName} for a new one.</p>
    </PayForMePanel>
  );
}
