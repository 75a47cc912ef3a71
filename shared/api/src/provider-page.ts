/**
 * Leaving for the payment provider's hosted page (checkout, pay-for-me, wallet top-ups). The
 * address comes from the server, yet only an absolute web address may take the customer away:
 * never `javascript:`, `data:` or a path of ours.
 */
export function providerPageUrl(raw: string | undefined): string | null {
  if (!raw) return null;
  try {
    const url = new URL(raw);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

/** A full navigation: the provider's page is another site, not a route of ours. */
export function goToProviderPage(url: string): void {
  window.location.assign(url);
}
