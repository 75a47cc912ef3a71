/** One vendor in a list: enough to choose a store, and a link into it. */
import type { Vendor } from '@jara/contracts/entities';
import { Price } from '@jara/ui/price';
import { AppLink } from './app-link';
import { FavouriteButton } from './favourite-button';
import { OpenBadge } from './open-badge';
import { storePath } from './store-paths';
import { VendorRating } from './vendor-rating';
import styles from './vendor-card.module.css';

export function VendorCard({ vendor }: { vendor: Vendor }) {
  return (
    <article className={styles.card} data-testid="vendor-card">
      <AppLink to={storePath(vendor.slug)} className={styles.link}>
        <img className={styles.cover} src={vendor.cover_url} alt="" loading="lazy" />
        <img className={styles.logo} src={vendor.logo_url} alt="" loading="lazy" />
        <div className={styles.body}>
          <h3 className={styles.name}>{vendor.business_name}</h3>
          {vendor.offer_title ? <p className={styles.offer}>{vendor.offer_title}</p> : null}
          <p className={styles.meta}>
            <VendorRating rating={vendor.rating} count={vendor.ratings_count} />
            <OpenBadge open={vendor.is_open} />
          </p>
          <p className={styles.fee}>
            Delivery <Price amount={vendor.delivery_fee} currency={vendor.currency} />
          </p>
        </div>
      </AppLink>
      <FavouriteButton vendor={vendor} />
    </article>
  );
}
