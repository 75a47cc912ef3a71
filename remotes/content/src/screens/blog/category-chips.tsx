/** The blog's category filter: real links (`?category=`), so it works before any script runs. */
import type { PostCategorySlug } from '@jara/contracts/content';
import { AppLink } from '@jara/parcel/app-link';
import { listingUrl, type BlogListing } from './blog-listing';
import styles from './blog-screen.module.css';

export function CategoryChips({ pathname, listing }: { pathname: string; listing: BlogListing }) {
  const chips: { slug: PostCategorySlug | null; name: string }[] = [
    { slug: null, name: 'All posts' },
    ...listing.categories,
  ];
  return (
    <nav aria-label="Categories">
      <ul className={styles.chips}>
        {chips.map((chip) => (
          <li key={chip.slug ?? 'all'}>
            <AppLink
              to={listingUrl(pathname, chip.slug, 1)}
              className={styles.chip}
              aria-current={chip.slug === listing.category ? 'page' : undefined}
            >
              {chip.name}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
