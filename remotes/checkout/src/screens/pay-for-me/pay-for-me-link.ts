/**
 * The pay-for-me link: the token it carries and the page's own absolute address. A token is the
 * server's opaque id, so anything else in `?link=` (a typo, markup) is treated as no link at all.
 */
import { pathTo } from '@jara/contracts/site-paths';

const TOKEN = /^[A-Za-z0-9_-]{6,128}$/;
/** The provider's payment reference, echoed back on return. */
const REFERENCE = /^[A-Za-z0-9_.-]{1,128}$/;

export function readLinkToken(raw: string | null): string | null {
  const token = raw?.trim() ?? '';
  return TOKEN.test(token) ? token : null;
}

export function readPaymentReference(raw: string | null): string | null {
  const reference = raw?.trim() ?? '';
  return REFERENCE.test(reference) ? reference : null;
}

/** The address the customer shares and the provider sends the payer back to. */
export function payForMeUrl(token: string): string {
  return `${window.location.origin}${pathTo('pay-for-me')}?link=${encodeURIComponent(token)}`;
}
