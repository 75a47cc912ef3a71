/**
 * How the country's customers reach support: a phone line, an inbox and a WhatsApp chat, and
 * when people answer. Links are built only from values of the expected shape, so a malformed
 * channel shows as text rather than as a link somewhere else.
 */
import { useQuery } from '@tanstack/react-query';
import type { SupportChannels as Channels } from '@jara/contracts/entities';
import { useParcelProps } from '@jara/parcel/parcel';
import { supportChannelsQuery } from '@jara/query/support-queries';
import { LoadError } from '@jara/ui/load-error';
import { Skeleton, SkeletonGroup } from '@jara/ui/skeleton';
import { VisuallyHidden } from '@jara/ui/visually-hidden';
import styles from './contact-us-screen.module.css';

/** "+234 1 700 5272" -> "tel:+23417005272"; null for anything that is not a phone number. */
export function phoneHref(phone: string): string | null {
  const digits = phone.replace(/[\s()-]/g, '');
  return /^\+?\d{6,15}$/.test(digits) ? `tel:${digits}` : null;
}

const isWhatsAppLink = (url: string) => /^https:\/\/wa\.me\/\d+$/.test(url);

function ChannelList({ channels }: { channels: Channels }) {
  const tel = phoneHref(channels.phone);
  return (
    <dl className={styles.channels}>
      <div>
        <dt>Call us</dt>
        <dd>{tel ? <a href={tel}>{channels.phone}</a> : channels.phone}</dd>
      </div>
      <div>
        <dt>Email</dt>
        <dd>
          <a href={`mailto:${encodeURI(channels.email)}`}>{channels.email}</a>
        </dd>
      </div>
      {isWhatsAppLink(channels.whatsapp_url) ? (
        <div>
          <dt>WhatsApp</dt>
          <dd>
            <a href={channels.whatsapp_url} target="_blank" rel="noopener noreferrer">
              Chat with us on WhatsApp
              <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
            </a>
          </dd>
        </div>
      ) : null}
      <div>
        <dt>Hours</dt>
        <dd>{channels.hours}</dd>
      </div>
    </dl>
  );
}

export function SupportChannels() {
  const { country } = useParcelProps();
  const channels = useQuery(supportChannelsQuery(country));
  if (channels.isPending) {
    return (
      <SkeletonGroup label="Loading our contact details" className={styles.channels}>
        {[1, 2, 3, 4].map((row) => (
          <Skeleton key={row} height="2.9rem" width="80%" />
        ))}
      </SkeletonGroup>
    );
  }
  if (channels.isError) {
    return (
      <LoadError
        message="We could not load our contact details."
        onRetry={() => channels.refetch()}
      />
    );
  }
  return <ChannelList channels={channels.data} />;
}
