/**
 * Leaving for the payment provider's hosted page. The address comes from the server, yet only a
 * web address may take the payer away: never `javascript:` or `data:`.
 */
export function providerPageUrl(raw: string): string | null {
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A full navigation: the provider's page is another site, not a route of ours. */
export function openProviderPage(url: string): void {
  window.location.assign(url);
}
