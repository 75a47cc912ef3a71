/** The customer's referral code and link, to copy or share, and what their friends earned them. */
import { useQuery } from '@tanstack/react-query';
import { BRAND } from '@jara/contracts/brand';
import { referralQuery } from '@jara/query/rewards-queries';
import { ShareButton } from '@jara/share/share-button';
import { Price } from '@jara/ui/price';
import { CopyButton } from '../../widgets/copy-button';
import styles from './referral-screen.module.css';
import { SectionBody } from './section-body';

const friendsJoined = (count: number) =>
  count === 0
    ? 'No friends have joined with your code yet.'
    : `${count} ${count === 1 ? 'friend has' : 'friends have'} joined with your code.`;

const readable = (details: { code?: unknown; referred_count?: unknown } | null) =>
  typeof details?.code === 'string' && typeof details.referred_count === 'number';

export function ReferralCard() {
  const referral = useQuery(referralQuery());
  return (
    <section aria-labelledby="referral-title" className={styles.card}>
      <h2 id="referral-title" className={styles.heading}>
        Invite friends
      </h2>
      <SectionBody
        query={referral}
        loading="Loading your referral code"
        bones={['2.5rem', '2.5rem', '1.5rem']}
        failure="We could not load your referral code."
        readable={readable}
      >
        {(details) => (
          <>
            <p className={styles.note}>
              Share your code: you earn a reward when a friend orders for the first time.
            </p>
            <div className={styles.row}>
              <span className={styles.label}>Your code</span>
              <code className={styles.code}>{details.code}</code>
              <CopyButton text={details.code} label="Copy code" />
            </div>
            <div className={styles.row}>
              <span className={styles.label}>Your link</span>
              <span className={styles.link}>{details.link}</span>
              <CopyButton text={details.link} label="Copy link" />
              <ShareButton
                heading="Share your invitation"
                content={{
                  url: details.link,
                  title: `Join me on ${BRAND.name}`,
                  description: `Sign up with my code ${details.code}.`,
                }}
              />
            </div>
            <p className={styles.stat}>
              {friendsJoined(details.referred_count)}{' '}
              {details.referred_count > 0 ? (
                <>
                  You earned <Price amount={details.earnings} currency={details.currency} />.
                </>
              ) : null}
            </p>
          </>
        )}
      </SectionBody>
    </section>
  );
}
