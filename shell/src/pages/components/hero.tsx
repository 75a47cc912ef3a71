/**
 * The opening band of every site page: the one h1, a line saying what the service does, the
 * calls to action and an illustration. On phones the art sits under the text.
 */
import type { ReactNode } from 'react';
import styles from './hero.module.css';

export interface HeroProps {
  eyebrow?: ReactNode;
  title: ReactNode;
  lead: ReactNode;
  actions?: ReactNode;
  /** Small print under the actions: coverage, opening hours, a price hint. */
  note?: ReactNode;
  art?: ReactNode;
  tone?: 'warm' | 'green' | 'calm';
}

export function Hero({ eyebrow, title, lead, actions, note, art, tone = 'warm' }: HeroProps) {
  return (
    <section className={`${styles.hero} ${styles[tone]}`}>
      <div className={styles.inner}>
        <div className={styles.copy}>
          {eyebrow ? <p className={styles.eyebrow}>{eyebrow}</p> : null}
          <h1 className={styles.title}>{title}</h1>
          <p className={styles.lead}>{lead}</p>
          {actions ? <div className={styles.actions}>{actions}</div> : null}
          {note ? <p className={styles.note}>{note}</p> : null}
        </div>
        {art ? <div className={styles.art}>{art}</div> : null}
      </div>
    </section>
  );
}
