/**
 * Leaving for the payment provider's page and coming back. The provider's address comes from the
 * server, yet only an http(s) one is followed, never a `javascript:` or data URL.
 */
export function providerPageUrl(authorizationUrl: string): string | null {
  try {
    const url = new URL(authorizationUrl, window.location.origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

export function goToProviderPage(url: string): void {
  window.location.assign(url);
}

/** This screen's own address, without the query a previous return left: the provider adds its own. */
export function backHereUrl(): string {
  return `${window.location.origin}${window.location.pathname}`;
}
