/** Benefits or facts as a grid of short cards, each with an icon, a title and a sentence or two. */
import type { ReactNode } from 'react';
import styles from './feature-grid.module.css';
import { Icon, type IconName } from './icon';

export interface Feature {
  icon: IconName;
  title: string;
  body: ReactNode;
}

export function FeatureGrid({ features }: { features: Feature[] }) {
  return (
    <ul className={styles.grid}>
      {features.map((feature) => (
        <li key={feature.title} className={styles.card}>
          <span className={styles.icon}>
            <Icon name={feature.icon} />
          </span>
          <h3 className={styles.title}>{feature.title}</h3>
          <p className={styles.body}>{feature.body}</p>
        </li>
      ))}
    </ul>
  );
}
