/**
 * The right side of the shopping headers: delivery location, search, country, account, and the
 * bell and cart (widgets of the orders and checkout remotes, mounted as parcels). Each remote
 * widget sits in a slot of its final size, so the header does not move when it mounts; the bell
 * has a slot only for a signed-in customer, the only one it shows itself to. The widgets load
 * once the page has shown its content (the `page-shown` load phase), their placeholders standing
 * in until then. Below the breakpoint the country switch moves into the menu (see the layouts).
 */
import { pathTo } from '@jara/contracts/site-paths';
import { useSignedIn } from '@jara/state/use-signed-in';
import { AccountMenu } from '../../auth/account-menu';
import { CountrySwitch } from '../../location/country-switch';
import { LocationButton } from '../../location/location-button';
import { SiteLink } from '../../navigation/site-link';
import { RemoteParcel } from '../../parcels/remote-parcel';
import { tourTarget } from '../../tour/tour-steps';
import { useAfterPageShown } from './phase-gate';
import styles from './shop-actions.module.css';

export function ShopActions() {
  const signedIn = useSignedIn();
  const hold = !useAfterPageShown();
  return (
    <div className={styles.actions}>
      <div className={styles.location} {...tourTarget('delivery-location')}>
        <LocationButton />
      </div>
      <SiteLink
        to={pathTo('search')}
        className={styles.search}
        aria-label="Search"
        end
        {...tourTarget('search')}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
          <path
            fill="currentColor"
            d="M10 3a7 7 0 0 1 5.6 11.2l5.1 5.1-1.4 1.4-5.1-5.1A7 7 0 1 1 10 3Zm0 2a5 5 0 1 0 0 10 5 5 0 0 0 0-10Z"
          />
        </svg>
      </SiteLink>
      <div className={styles.wideOnly}>
        <CountrySwitch />
      </div>
      <AccountMenu />
      {signedIn && (
        <div className={styles.bellSlot}>
          <RemoteParcel
            remote="orders"
            expose="./notification-indicator"
            variant="widget"
            label="Notifications"
            hold={hold}
          />
        </div>
      )}
      <div className={styles.cartSlot} {...tourTarget('cart')}>
        <RemoteParcel
          remote="checkout"
          expose="./cart-button"
          variant="widget"
          label="Your cart"
          hold={hold}
        />
      </div>
    </div>
  );
}
