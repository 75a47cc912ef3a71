/** The discount codes and gift cards the customer redeemed, newest first. */
import { useQuery } from '@tanstack/react-query';
import type { RedeemedReward } from '@jara/contracts/entities';
import { redemptionsQuery } from '@jara/query/rewards-queries';
import { Price } from '@jara/ui/price';
import { CopyButton } from '../../widgets/copy-button';
import { rewardDate, useRewardCurrency } from './reward-format';
import styles from './referral-screen.module.css';
import { SectionBody } from './section-body';

const KIND: Record<RedeemedReward['kind'], string> = {
  discount: 'Discount code',
  giftcard: 'Gift card',
};

function Redemption({ reward }: { reward: RedeemedReward }) {
  const currency = useRewardCurrency();
  return (
    <li className={styles.item}>
      <span>
        {KIND[reward.kind]} <code className={styles.code}>{reward.code}</code>
        <time className={styles.date} dateTime={reward.created_at}>
          {rewardDate(reward.created_at)}
        </time>
      </span>
      <span className={styles.actions}>
        <Price amount={reward.value} currency={currency} />
        {/* A gift card's value is already in the wallet; only a discount code is used again. */}
        {reward.kind === 'discount' ? <CopyButton text={reward.code} label="Copy code" /> : null}
      </span>
    </li>
  );
}

export function Redemptions() {
  const redemptions = useQuery(redemptionsQuery());
  return (
    <section aria-labelledby="redemptions-title" className={styles.card}>
      <h2 id="redemptions-title" className={styles.heading}>
        Your redemptions
      </h2>
      <SectionBody
        query={redemptions}
        loading="Loading your redemptions"
        bones={['2.75rem', '2.75rem']}
        failure="We could not load your redemptions."
        readable={Array.isArray}
      >
        {(rewards) =>
          rewards.length === 0 ? (
            <p className={styles.note}>Nothing redeemed yet.</p>
          ) : (
            <ul className={styles.list}>
              {rewards.map((reward) => (
                <Redemption key={reward.id} reward={reward} />
              ))}
            </ul>
          )
        }
      </SectionBody>
    </section>
  );
}
