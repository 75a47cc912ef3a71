/** The heart that saves a store as a favourite, on every store card and on the store page. */
import type { Vendor } from '@jara/contracts/entities';
import { useFavourite } from './use-favourite';
import styles from './favourite-button.module.css';

export function FavouriteButton({ vendor, className }: { vendor: Vendor; className?: string }) {
  const { favourite, toggle } = useFavourite(vendor);
  const label = favourite
    ? `Remove ${vendor.business_name} from favourites`
    : `Save ${vendor.business_name} to favourites`;
  return (
    <button
      type="button"
      className={className ? `${styles.heart} ${className}` : styles.heart}
      aria-pressed={favourite}
      aria-label={label}
      title={label}
      data-testid="favourite-button"
      onClick={() => void toggle()}
    >
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
        <path
          className={favourite ? styles.filled : styles.outline}
          d="M12 20.5s-7.5-4.6-9.3-9.2C1.5 8 3.6 4.5 7.1 4.5c2 0 3.6 1.1 4.9 2.9 1.3-1.8 2.9-2.9 4.9-2.9 3.5 0 5.6 3.5 4.4 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
        />
      </svg>
    </button>
  );
}
