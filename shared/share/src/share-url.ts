/**
 * The address that shares a page on one network. Every value is percent-encoded on its own
 * (RFC 3986, so `'()*!` too), which keeps hostile text as text and works the same for
 * mailto:, sms: and app links, where a form-encoded '+' would show as a plus.
 */
import type { ShareContent } from './share-content';
import { SHARE_NETWORKS, type ShareNetwork, type ShareNetworkKey } from './share-networks';

export function encodeShareValue(value: string): string {
  return encodeURIComponent(value).replace(
    /[!'()*]/g,
    (character) => `%${character.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

export function isShareNetworkKey(key: string): key is ShareNetworkKey {
  // hasOwn, so inherited names such as "toString" are not networks.
  return Object.hasOwn(SHARE_NETWORKS, key);
}

/** The network for a key from anywhere (a prop, a CMS field): spec 8's error when unknown. */
export function shareNetwork(key: string): ShareNetwork {
  if (!isShareNetworkKey(key)) throw new Error(`Network ${key} does not exist`);
  return SHARE_NETWORKS[key];
}

export function shareUrl(key: string, content: ShareContent): string {
  const { endpoint, query } = shareNetwork(key);
  const pairs = Object.entries(query(content))
    .filter((pair): pair is [string, string] => Boolean(pair[1]))
    .map(([name, value]) => `${name}=${encodeShareValue(value)}`);
  return pairs.length > 0 ? `${endpoint}?${pairs.join('&')}` : endpoint;
}

/** http(s) links open in the popup; sms:, mailto: and app links in a new tab (spec 8). */
export function opensInPopup(link: string): boolean {
  return /^https?:\/\//i.test(link);
}
