/**
 * The answer to a curation address that matches no active curation, never the raw id: the shell
 * is told, and shows the site's not-found page in its 404 layout with a noindex head. The words
 * below are for a shell that does not know that message yet (the remote and the shell are
 * released apart).
 */
import { pathTo } from '@jara/contracts/site-paths';
import { buttonClassName } from '@jara/ui/button';
import { AppLink } from '@jara/parcel/app-link';
import { usePageNotFound } from '@jara/parcel/use-page-not-found';
import styles from './curation-screen.module.css';

export function CurationNotFound() {
  usePageNotFound(window.location.pathname);
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
