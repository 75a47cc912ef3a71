/** The business types and tags whose names contain the filter, as links to their pages. */
import { useId } from 'react';
import { pathTo } from '@jara/contracts/site-paths';
import { useParcelProps } from '@jara/parcel/parcel';
import type { BusinessTypeTags } from '@jara/query/search-queries';
import { AppLink } from '@jara/parcel/app-link';
import layout from '../../widgets/listing-page.module.css';
import frame from '../../widgets/screen-frame.module.css';
import { TagLinks } from '../../widgets/tag-links';
import { matchCategories } from './match-categories';
import styles from './category-search-screen.module.css';

export interface CategoryMatchesProps {
  groups: readonly BusinessTypeTags[];
  filter: string;
}

export function CategoryMatches({ groups, filter }: CategoryMatchesProps) {
  const { country } = useParcelProps();
  const categoriesId = useId();
  const tagsId = useId();
  const { businessTypes, tags } = matchCategories(groups, filter);

  if (businessTypes.length === 0 && tags.length === 0) {
    return (
      <p className={frame.message} role="status">
        No category or tag is called “{filter.trim()}”.
      </p>
    );
  }
  return (
    <>
      {businessTypes.length > 0 ? (
        <section className={layout.section} aria-labelledby={categoriesId}>
          <h2 id={categoriesId} className={layout.heading}>
            Categories
          </h2>
          <ul className={styles.categories}>
            {businessTypes.map((type) => (
              <li key={type.id}>
                <AppLink
                  to={pathTo('category', { params: { name: type.slug }, country })}
                  className={styles.category}
                >
                  {type.name}
                </AppLink>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {tags.length > 0 ? (
        <section className={layout.section} aria-labelledby={tagsId}>
          <h2 id={tagsId} className={layout.heading}>
            Tags
          </h2>
          <TagLinks tags={tags} label="Matching tags" />
        </section>
      ) : null}
    </>
  );
}
