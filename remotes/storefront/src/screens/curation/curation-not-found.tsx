/**
 * The answer to a curation address that matches no active curation, never the raw id. It stays
 * this screen rather than the site's 404 layout, whose "Page not found: {path}" would print the
 * curation's uuid.
 */
import { pathTo } from '@jara/contracts/site-paths';
import { buttonClassName } from '@jara/ui/button';
import { AppLink } from '@jara/parcel/app-link';
import styles from './curation-screen.module.css';

export function CurationNotFound() {
  return (
    <section className={styles.notFound} aria-labelledby="curation-not-found">
      <h1 id="curation-not-found">This curation is not available</h1>
      <p>It may have ended, or the link may be wrong. Our other picks are still here.</p>
      <AppLink to={pathTo('curations')} className={buttonClassName()}>
        See all curations
      </AppLink>
    </section>
  );
}
