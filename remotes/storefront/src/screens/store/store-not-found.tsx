/**
 * The answer to a store address that matches no vendor: the shell is told, and shows the site's
 * not-found page in its 404 layout with a noindex head. The words below are for a shell that
 * does not know that message yet (the remote and the shell are released apart).
 */
import { buttonClassName } from '@jara/ui/button';
import { AppLink } from '@jara/parcel/app-link';
import { usePageNotFound } from '@jara/parcel/use-page-not-found';
import { STORES_PATH } from '../../widgets/store-paths';
import styles from './store-screen.module.css';

export function StoreNotFound({ slug }: { slug: string }) {
  usePageNotFound(window.location.pathname);
  return (
    <section className={styles.notFound} aria-labelledby="store-not-found">
      <h1 id="store-not-found">This store does not exist</h1>
      <p>We could not find a store at “{slug}”. It may have closed or moved to a new address.</p>
      <AppLink to={STORES_PATH} className={buttonClassName()}>
        Browse all stores
      </AppLink>
    </section>
  );
}
