/** The top of a store: cover, logo, name, rating, whether it is open, its address and hours. */
import type { Vendor } from '@jara/contracts/entities';
import { Price } from '@jara/ui/price';
import { OpenBadge } from '../../widgets/open-badge';
import { VendorRating } from '../../widgets/vendor-rating';
import { StoreActions } from './store-actions';
import { todayHours, weekHours } from './working-hours';
import styles from './vendor-header.module.css';

export interface VendorHeaderProps {
  vendor: Vendor;
  open: boolean;
  /** Today on the vendor's clock, 0 = Sunday. */
  today: number;
}

export function VendorHeader({ vendor, open, today }: VendorHeaderProps) {
  const hoursToday = todayHours(vendor.working_hours, today);
  return (
    <header className={styles.header}>
      {/* The store's cover is its first screen's largest paint: fetched first, never lazily. */}
      <img
        className={styles.cover}
        src={vendor.cover_url}
        alt=""
        width={960}
        height={360}
        fetchPriority="high"
      />
      <div className={styles.identity}>
        <img className={styles.logo} src={vendor.logo_url} alt="" width={88} height={88} />
        <div className={styles.text}>
          <h1 className={styles.name}>{vendor.business_name}</h1>
          <StoreActions vendor={vendor} />
          <p className={styles.meta}>
            <VendorRating rating={vendor.rating} count={vendor.ratings_count} />
            <OpenBadge open={open} />
            <span>Today {hoursToday.hours === 'Closed' ? 'closed' : hoursToday.hours}</span>
            {vendor.minimum_order > 0 ? (
              <span>
                Minimum order <Price amount={vendor.minimum_order} currency={vendor.currency} />
              </span>
            ) : null}
          </p>
          {vendor.address ? <p className={styles.address}>{vendor.address}</p> : null}
          {vendor.description ? <p className={styles.description}>{vendor.description}</p> : null}
          <details className={styles.hours}>
            <summary>Opening hours</summary>
            <dl className={styles.week}>
              {weekHours(vendor.working_hours).map(({ day, hours }) => (
                <div key={day} className={styles.day}>
                  <dt>{day}</dt>
                  <dd>{hours}</dd>
                </div>
              ))}
            </dl>
          </details>
        </div>
      </div>
    </header>
  );
}
