/** The payer (no account needed): whose order it is, what is in it, and "Pay". */
import type { PayForMeRequest } from '@jara/contracts/entities';
import { usePageMeta } from '@jara/parcel/page-meta';
import { formatExpiry } from './expiry-time';
import { OrderSummary } from './order-summary';
import { PayButton } from './pay-button';
import { PayForMePanel } from './pay-for-me-panel';
import styles from './pay-for-me.module.css';

export function PayerView({ request }: { request: PayForMeRequest }) {
  const firstName = request.customer_first_name;
  usePageMeta({ title: `Pay for ${firstName}'s order` });
  const expiry = formatExpiry(request.expires_at);
  return (
    <PayForMePanel
      heading={`${firstName} asks you to pay for this order`}
      actions={<PayButton request={request} />}
    >
      <p>You pay by card on our payment provider’s secure page. You don’t need an account.</p>
      {expiry ? <p className={styles.muted}>This link works until {expiry}.</p> : null}
      <OrderSummary order={request.order} />
    </PayForMePanel>
  );
}
