/**
 * The answer to a curation address that matches no active curation, never the raw id: the shell
 * shows its 404 layout (noindex) with these words and link in place of the path, which would
 * print the curation's uuid. The screen below says the same for a shell that does not know that
 * message yet (the remote and the shell are released apart).
 */
import type { NotFoundDetail } from '@jara/contracts/bus-events';
import { pathTo } from '@jara/contracts/site-paths';
import { buttonClassName } from '@jara/ui/button';
import { AppLink } from '@jara/parcel/app-link';
import { usePageNotFound } from '@jara/parcel/use-page-not-found';
import styles from './curation-screen.module.css';

const ALL_CURATIONS = { href: pathTo('curations'), label: 'See all curations' };
const NOT_FOUND: NotFoundDetail = {
  title: 'This curation is not available',
  message: 'It may have ended, or the link may be wrong. Our other picks are still here.',
  link: ALL_CURATIONS,
};

export function CurationNotFound() {
  usePageNotFound(window.location.pathname, NOT_FOUND);
  return (
    <section className={styles.notFound} aria-labelledby="curation-not-found">
      <h1 id="curation-not-found">{NOT_FOUND.title}</h1>
      <p>{NOT_FOUND.message}</p>
      <AppLink to={ALL_CURATIONS.href} className={buttonClassName()}>
        {ALL_CURATIONS.label}
      </AppLink>
    </section>
  );
}
