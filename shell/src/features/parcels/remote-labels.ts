/** How each remote is named to a customer when it cannot be shown. */
import type { RemoteName } from '@jara/contracts/remote-contract';

export const REMOTE_LABELS: Record<RemoteName, string> = {
  storefront: 'The marketplace',
  checkout: 'Your cart',
  orders: 'Your orders',
  content: 'The blog',
  plans: 'Plans',
};
