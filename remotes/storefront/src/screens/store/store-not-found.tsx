/** The answer to a store address that matches no vendor. */
import { buttonClassName } from '@jara/ui/button';
import { AppLink } from '@jara/parcel/app-link';
import { STORES_PATH } from '../../widgets/store-paths';
import styles from './store-screen.module.css';

export function StoreNotFound({ slug }: { slug: string }) {
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
