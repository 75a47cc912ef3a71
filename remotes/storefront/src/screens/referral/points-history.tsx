/** Every time the customer earned or spent points, newest first. */
import { useQuery } from '@tanstack/react-query';
import { rewardHistoryQuery } from '@jara/query/rewards-queries';
import { pointsText, rewardDate } from './reward-format';
import styles from './referral-screen.module.css';
import { SectionBody } from './section-body';

export function PointsHistory() {
  const history = useQuery(rewardHistoryQuery());
  return (
    <section aria-labelledby="points-history-title" className={styles.card}>
      <h2 id="points-history-title" className={styles.heading}>
        Points history
      </h2>
      <SectionBody
        query={history}
        loading="Loading your points history"
        bones={['2.75rem', '2.75rem', '2.75rem']}
        failure="We could not load your points history."
        readable={Array.isArray}
      >
        {(entries) =>
          entries.length === 0 ? (
            <p className={styles.note}>No points yet: every order earns you some.</p>
          ) : (
            <ul className={styles.list}>
              {entries.map((entry) => (
                <li key={entry.id} className={`${styles.item} ${styles.entry}`}>
                  <span>
                    {entry.description}
                    <time className={styles.date} dateTime={entry.created_at}>
                      {rewardDate(entry.created_at)}
                    </time>
                  </span>
                  <strong className={entry.points < 0 ? styles.spent : styles.earned}>
                    {entry.points > 0 ? '+' : ''}
                    {pointsText(entry.points)}
                  </strong>
                </li>
              ))}
            </ul>
          )
        }
      </SectionBody>
    </section>
  );
}
