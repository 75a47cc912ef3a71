/** The top of a store: cover, logo, name, rating, whether it is open and its opening hours. */
import type { Vendor } from '@jara/contracts/entities';
import { Price } from '@jara/ui/price';
import { OpenBadge } from '../../widgets/open-badge';
import { VendorRating } from '../../widgets/vendor-rating';
import { StoreActions } from './store-actions';
import { todayHours, weekHours } from './working-hours';
import styles from './vendor-header.module.css';

export function VendorHeader({ vendor }: { vendor: Vendor }) {
  const today = todayHours(vendor.working_hours);
  return (
    <header className={styles.header}>
      <img className={styles.cover} src={vendor.cover_url} alt="" />
      <div className={styles.identity}>
        <img className={styles.logo} src={vendor.logo_url} alt="" />
        <div className={styles.text}>
          <h1 className={styles.name}>{vendor.business_name}</h1>
          <StoreActions vendor={vendor} />
          <p className={styles.meta}>
            <VendorRating rating={vendor.rating} count={vendor.ratings_count} />
            <OpenBadge open={vendor.is_open} />
            <span>Today {today.hours === 'Closed' ? 'closed' : today.hours}</span>
          </p>
          <p className={styles.meta}>
            <span>
              Delivery <Price amount={vendor.delivery_fee} currency={vendor.currency} />
            </span>
            {vendor.minimum_order > 0 ? (
              <span>
                Minimum order <Price amount={vendor.minimum_order} currency={vendor.currency} />
              </span>
            ) : null}
            {vendor.address ? <span>{vendor.address}</span> : null}
          </p>
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
