/**
 * The best rated stores first (/marketplace/stores/top-rated-vendors), each with its rating and
 * how many customers gave it. A store needs TOP_RATED_MIN_RATINGS ratings to be listed: an
 * average of one or two reviews says little, and a new store's single 5-star review would
 * otherwise top stores that hundreds of customers rate 4.8.
 */
import type { ScreenProps } from '@jara/parcel/remote-routes';
import { AppLink } from '@jara/parcel/app-link';
import { STORE_LIST_PATH } from '../../widgets/store-paths';
import { useCustomerPoint } from '../../widgets/use-customer-point';
import { useVendorPages } from '../../widgets/use-vendor-pages';
import { VendorGrid } from '../../widgets/vendor-grid';
import frame from '../../widgets/screen-frame.module.css';

export const TOP_RATED_MIN_RATINGS = 20;

export function TopRatedScreen({ title }: ScreenProps) {
  const point = useCustomerPoint();
  const pages = useVendorPages({ ...point, sort: 'rating', min_ratings: TOP_RATED_MIN_RATINGS });
  return (
    <div className={frame.screen}>
      <header className={frame.header}>
        <h1 className={frame.title}>{title}</h1>
        <p className={frame.note}>
          Best rated first, among stores rated by at least {TOP_RATED_MIN_RATINGS} customers.
        </p>
      </header>
      <VendorGrid
        pages={pages}
        empty={
          <>
            <p>No store has enough ratings yet.</p>
            <AppLink to={STORE_LIST_PATH}>See all stores</AppLink>
          </>
        }
      />
    </div>
  );
}
