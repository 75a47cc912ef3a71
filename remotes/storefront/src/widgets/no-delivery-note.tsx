/**
 * What a store that does not deliver to the customer's chosen place says wherever it is listed
 * (a store card, a dish's store, a curation's product): "Doesn't deliver to Lekki Phase 1". The
 * API decides it (`delivers_to_customer`, on lists asked for the customer's point); nothing shows
 * for a store that delivers there, or before a place is chosen.
 */
import type { Vendor } from '@jara/contracts/entities';
import { useDeliveryAreaName } from './use-delivery-area-name';
import styles from './no-delivery-note.module.css';

export function NoDeliveryNote({ vendor }: { vendor: Vendor }) {
  const areaName = useDeliveryAreaName();
  if (vendor.delivers_to_customer !== false) return null;
  return <p className={styles.note}>Doesn’t deliver to {areaName ?? 'your location'}</p>;
}
