/** Work in progress (issue 8): the heart that saves a store as a favourite. */
import type { Vendor } from '@jara/contracts/entities';

export function FavouriteButton(_props: { vendor: Vendor }) {
  return null;
}
