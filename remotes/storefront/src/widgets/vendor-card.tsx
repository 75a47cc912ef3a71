/**
 * One vendor in a list: enough to choose a store, and a link into it. What delivery to the
 * customer's chosen place costs and takes, or that the vendor does not deliver there, shows
 * before anyone fills a cart.
 */
import type { Vendor } from '@jara/contracts/entities';
import { AppLink } from '@jara/parcel/app-link';
import { DeliveryQuoteLine } from './delivery-quote-line';
import { FavouriteButton } from './favourite-button';
import { NoDeliveryNote } from './no-delivery-note';
import { OpenBadge } from './open-badge';
import { storePath } from './store-paths';
import { VendorRating } from './vendor-rating';
import styles from './vendor-card.module.css';

/** The cover's intrinsic size (2:1): the browser reserves its box before the image arrives. */
const COVER = { width: 640, height: 320 };
const LOGO_SIZE = 48;

export interface VendorCardProps {
  vendor: Vendor;
  /**
   * A card in the first screen: its cover loads at once, likely the page's largest paint. Every
   * other card's images wait until they near the viewport, so a long list does not load
   * dozens of images before the page is visible.
   */
  priority?: boolean;
}

export function VendorCard({ vendor, priority = false }: VendorCardProps) {
  const undeliverable = vendor.delivers_to_customer === false;
  return (
    <article
      className={undeliverable ? `${styles.card} ${styles.undeliverable}` : styles.card}
      data-testid="vendor-card"
    >
      <AppLink to={storePath(vendor.slug)} className={styles.link}>
        <img
          className={styles.cover}
          src={vendor.cover_url}
          alt=""
          {...(priority ? { fetchPriority: 'high' } : { loading: 'lazy' })}
          decoding="async"
          {...COVER}
        />
        <img
          className={styles.logo}
          src={vendor.logo_url}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          decoding="async"
          width={LOGO_SIZE}
          height={LOGO_SIZE}
        />
        <div className={styles.body}>
          <h3 className={styles.name}>{vendor.business_name}</h3>
          {vendor.offer_title ? <p className={styles.offer}>{vendor.offer_title}</p> : null}
          <p className={styles.meta}>
            <VendorRating rating={vendor.rating} count={vendor.ratings_count} />
            <OpenBadge open={vendor.is_open} />
          </p>
          <DeliveryQuoteLine vendor={vendor} className={styles.fee} />
          <NoDeliveryNote vendor={vendor} />
        </div>
      </AppLink>
      <FavouriteButton vendor={vendor} className={styles.favourite} />
    </article>
  );
}
