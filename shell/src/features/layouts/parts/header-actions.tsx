/**
 * The right side of every header: country and account everywhere; shopping layouts add the
 * delivery location, the notification indicator and the cart button (the last two are widgets
 * of the orders and checkout remotes, mounted as parcels).
 */
import { AccountMenu } from '../../auth/account-menu';
import { CountrySwitch } from '../../location/country-switch';
import { LocationButton } from '../../location/location-button';
import { RemoteParcel } from '../../parcels/remote-parcel';
import styles from './header-actions.module.css';

export function HeaderActions({ shop = false }: { shop?: boolean }) {
  return (
    <div className={styles.actions}>
      {shop && <LocationButton />}
      <CountrySwitch />
      <AccountMenu />
      {shop && (
        <>
          <RemoteParcel
            remote="orders"
            expose="./notification-indicator"
            variant="widget"
            label="Notifications"
          />
          <RemoteParcel
            remote="checkout"
            expose="./cart-button"
            variant="widget"
            label="Your cart"
          />
        </>
      )}
    </div>
  );
}
