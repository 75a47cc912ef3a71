/** Links to the index's pages (`?page=`), kept with the chosen category. */
import { AppLink } from '@jara/parcel/app-link';
import { listingUrl, type BlogListing } from './blog-listing';
import styles from './blog-screen.module.css';

export function BlogPager({ pathname, listing }: { pathname: string; listing: BlogListing }) {
  if (listing.pageCount < 2) return null;
  const pages = Array.from({ length: listing.pageCount }, (_, i) => i + 1);
  const to = (page: number) => listingUrl(pathname, listing.category, page);
  return (
    <nav aria-label="Pages" className={styles.pager}>
      {listing.page > 1 ? (
        <AppLink to={to(listing.page - 1)} className={styles.pageLink}>
          Previous
        </AppLink>
      ) : null}
      {pages.map((page) => (
        <AppLink
          key={page}
          to={to(page)}
          className={styles.pageLink}
          aria-current={page === listing.page ? 'page' : undefined}
          aria-label={`Page ${page}`}
        >
          {page}
        </AppLink>
      ))}
      {listing.page < listing.pageCount ? (
        <AppLink to={to(listing.page + 1)} className={styles.pageLink}>
          Next
        </AppLink>
      ) : null}
    </nav>
  );
}
