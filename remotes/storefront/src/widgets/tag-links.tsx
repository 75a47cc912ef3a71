/** Tags as chips, each a link to the page listing that tag's dishes. */
import type { CountryCode } from '@jara/contracts/constants';
import type { Tag } from '@jara/contracts/entities';
import { pathTo } from '@jara/contracts/site-paths';
import { useParcelProps } from '@jara/parcel/parcel';
import { AppLink } from '@jara/parcel/app-link';
import styles from './tag-links.module.css';

export function tagPath(tag: Tag, country?: CountryCode): string {
  return pathTo('search', { params: { tag: tag.slug }, country });
}

export function TagLinks({ tags, label }: { tags: readonly Tag[]; label: string }) {
  const { country } = useParcelProps();
  return (
    <ul className={styles.tags} aria-label={label}>
      {tags.map((tag) => (
        <li key={tag.id}>
          <AppLink to={tagPath(tag, country)} className={styles.tag}>
            {tag.name}
          </AppLink>
        </li>
      ))}
    </ul>
  );
}
