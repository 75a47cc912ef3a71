/** The customer's points and tier, and how far the next tier is. */
import { useQuery } from '@tanstack/react-query';
import type { RewardsCentre } from '@jara/contracts/entities';
import { rewardsCentreQuery } from '@jara/query/rewards-queries';
import { pointsText } from './reward-format';
import styles from './referral-screen.module.css';
import { SectionBody } from './section-body';

function TierProgress({ centre }: { centre: RewardsCentre }) {
  if (centre.points_to_next_tier <= 0) {
    return <p className={styles.note}>You are in our top tier.</p>;
  }
  const goal = centre.points + centre.points_to_next_tier;
  const toGo = `${pointsText(centre.points_to_next_tier)} to the next tier`;
  return (
    <div className={styles.progress}>
      <progress value={centre.points} max={goal} aria-label="Progress to the next tier" />
      <p className={styles.note}>{toGo}</p>
    </div>
  );
}

/** An answer without its numbers is a failed load: never "NaN points" or a tier of nothing. */
const readable = (
  centre: { points?: unknown; points_to_next_tier?: unknown; tier?: unknown } | null,
) =>
  typeof centre?.points === 'number' &&
  typeof centre.points_to_next_tier === 'number' &&
  typeof centre.tier === 'string';

export function RewardsSummary() {
  const centre = useQuery(rewardsCentreQuery());
  return (
    <section aria-labelledby="rewards-title" className={styles.card}>
      <h2 id="rewards-title" className={styles.heading}>
        Your rewards
      </h2>
      <SectionBody
        query={centre}
        loading="Loading your points"
        bones={['3rem', '1.5rem']}
        failure="We could not load your points."
        readable={readable}
      >
        {(data) => (
          <>
            <p className={styles.points}>
              <strong data-testid="reward-points">{pointsText(data.points)}</strong>
              <span className={styles.tier}>{data.tier} tier</span>
            </p>
            <TierProgress centre={data} />
          </>
        )}
      </SectionBody>
    </section>
  );
}
