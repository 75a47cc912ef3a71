/** One curation in the list: its picture, title and description, linking to its products. */
import type { Curation } from '@jara/contracts/entities';
import { pathTo } from '@jara/contracts/site-paths';
import { AppLink } from '@jara/parcel/app-link';
import styles from './curations-screen.module.css';

/** The picture's intrinsic size (8:3): the browser reserves its box before it arrives. */
export const CURATION_IMAGE = { width: 960, height: 360 };

export function CurationCard({ curation, eager }: { curation: Curation; eager: boolean }) {
  return (
    <article className={styles.card} data-testid="curation-card">
      <AppLink to={pathTo('curation', { params: { id: curation.uuid } })} className={styles.link}>
        <img
          className={styles.image}
          src={curation.image_url}
          alt=""
          loading={eager ? 'eager' : 'lazy'}
          decoding="async"
          {...CURATION_IMAGE}
        />
        <div className={styles.body}>
          <h2 className={styles.title}>{curation.title}</h2>
          <p className={styles.description}>{curation.description}</p>
        </div>
      </AppLink>
    </article>
  );
}
