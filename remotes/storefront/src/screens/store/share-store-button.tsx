/** Work in progress (issue 8): shares the store page through the shared share feature. */
import type { Vendor } from '@jara/contracts/entities';

export function ShareStoreButton(_props: { vendor: Vendor }) {
  return null;
}
