/**
 * The customer's referral code and link, to copy or share, and what their friends earned them
 * (issue 39, item 4): friends invited (joined with the link), joined (their first order paid)
 * and the total credited, all as the sandbox counts them.
 */
import { useQuery } from '@tanstack/react-query';
import { BRAND } from '@jara/contracts/brand';
import { referralQuery } from '@jara/query/rewards-queries';
import { ShareButton } from '@jara/share/share-button';
import type { ReferralDetails } from '@jara/contracts/entities';
import { Price } from '@jara/ui/price';
import { CopyButton } from '../../widgets/copy-button';
import styles from './referral-screen.module.css';
import { SectionBody } from './section-body';

/** An answer without its figures is a failed load: never "undefined friends" or "₦NaN". */
const readable = (
  details: {
    code?: unknown;
    invited_count?: unknown;
    joined_count?: unknown;
    earnings?: unknown;
    reward?: unknown;
  } | null,
) =>
  typeof details?.code === 'string' &&
  [details.invited_count, details.joined_count, details.earnings, details.reward].every(
    (figure) => typeof figure === 'number',
  );

function Figures({ details }: { details: ReferralDetails }) {
  if (details.invited_count === 0) {
    return <p className={styles.stat}>No friends have joined with your link yet.</p>;
  }
  return (
    <dl className={styles.figures}>
      <div className={styles.figure}>
        <dt>Invited</dt>
        <dd data-testid="referral-invited">{details.invited_count}</dd>
        <dd className={styles.figureNote}>joined with your link</dd>
      </div>
      <div className={styles.figure}>
        <dt>Joined</dt>
        <dd data-testid="referral-joined">{details.joined_count}</dd>
        <dd className={styles.figureNote}>placed a first order</dd>
      </div>
      <div className={styles.figure}>
        <dt>Earned</dt>
        <dd data-testid="referral-earned">
          <Price amount={details.earnings} currency={details.currency} />
        </dd>
        <dd className={styles.figureNote}>in your wallet</dd>
      </div>
    </dl>
  );
}

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
              Share your link: when a friend who joins with it has their first order paid, you get{' '}
              <Price amount={details.reward} currency={details.currency} /> in your wallet, and they
              get a reward too.
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
            <Figures details={details} />
          </>
        )}
      </SectionBody>
    </section>
  );
}
