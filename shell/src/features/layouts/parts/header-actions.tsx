/**
 * The right side of every header. Shopping layouts add the cart button and the notification
 * indicator, which are widgets of the checkout and orders remotes mounted as parcels.
 */
import { RemoteParcel } from '../../parcels/remote-parcel';
import styles from './header-actions.module.css';

export function HeaderActions({ shop = false }: { shop?: boolean }) {
  return (
    <div className={styles.actions}>
      {shop && (
        <>
          <RemoteParcel remote="orders" expose="./notification-indicator" variant="widget" />
          <RemoteParcel remote="checkout" expose="./cart-button" variant="widget" />
        </>
      )}
    </div>
  );
}
