/**
 * The store page's share button: the store's own address (absolute, as networks need), its name,
 * its description and its cover, through the one share feature every bundle uses.
 */
import type { Vendor } from '@jara/contracts/entities';
import type { ShareContent } from '@jara/share/share-content';
import { ShareButton } from '@jara/share/share-button';
import { storePath } from '../../widgets/store-paths';

export function storeShareContent(vendor: Vendor, origin: string): ShareContent {
  return {
    url: new URL(storePath(vendor.slug), origin).href,
    title: vendor.business_name,
    description: vendor.description,
    // Covers may come as paths; a network fetches the image from its own servers.
    media: vendor.cover_url ? new URL(vendor.cover_url, origin).href : undefined,
  };
}

/**
 * The prerender draws the store in Node, where no page has an address; its markup never opens
 * the dialog, and the live page shares from its own origin.
 */
const NO_PAGE_ORIGIN = 'https://prerender.invalid';

export function ShareStoreButton({ vendor }: { vendor: Vendor }) {
  const origin = typeof window === 'undefined' ? NO_PAGE_ORIGIN : window.location.origin;
  return (
    <ShareButton
      content={storeShareContent(vendor, origin)}
      heading={`Share ${vendor.business_name}`}
    />
  );
}
