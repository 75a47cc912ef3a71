/** What a customer can do with a store besides ordering: keep it as a favourite, share it. */
import type { Vendor } from '@jara/contracts/entities';
import { FavouriteButton } from '../../widgets/favourite-button';
import { ShareStoreButton } from './share-store-button';
import styles from './vendor-header.module.css';

export function StoreActions({ vendor }: { vendor: Vendor }) {
  return (
    <div className={styles.actions}>
      <FavouriteButton vendor={vendor} />
      <ShareStoreButton vendor={vendor} />
    </div>
  );
}
