/** The owner's link while nobody has paid: the link to send, until when it works, the order. */
import type { PayForMeRequest } from '@jara/contracts/entities';
import { usePageMeta } from '@jara/parcel/page-meta';
import { CopyLink } from '@jara/share/copy-link';
import { ShareButton } from '@jara/share/share-button';
import { TextField } from '@jara/ui/field';
import { formatExpiry } from './expiry-time';
import { OrderSummary } from './order-summary';
import { payForMeUrl } from './pay-for-me-link';
import { PayForMePanel } from './pay-for-me-panel';
import styles from './pay-for-me.module.css';

const SHARE_NETWORKS = ['whatsapp', 'telegram', 'sms', 'email', 'messenger', 'twitter'] as const;

export function OwnerWaiting({ request }: { request: PayForMeRequest }) {
  usePageMeta({ title: 'Waiting for payment' });
  const url = payForMeUrl(request.token);
  const expiry = formatExpiry(request.expires_at);
  const vendorName = request.order.vendor.business_name;
  const message = `${request.customer_first_name} asks you to pay for their Jara order from ${vendorName}`;

  return (
    <>
      <PayForMePanel
        heading="Waiting for someone to pay"
        actions={
          <>
            <CopyLink url={url} />
            <ShareButton
              content={{
                url,
                title: message,
                description: 'Pay securely by card, no account needed.',
              }}
              heading="Send the payment link"
              networks={SHARE_NETWORKS}
            />
          </>
        }
      >
        <p>
          Send this link to whoever is paying. This page moves on by itself as soon as they pay.
        </p>
        {expiry ? <p className={styles.muted}>The link works until {expiry}.</p> : null}
        <TextField
          label="Payment link"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
        />
      </PayForMePanel>
      <div className={styles.panel}>
        <OrderSummary order={request.order} />
      </div>
    </>
  );
}
