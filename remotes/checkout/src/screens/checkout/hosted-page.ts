/**
 * Sends the customer to the payment provider's page. The address comes from the server, yet it
 * is checked: only an http(s) address is followed, never a `javascript:` or data URL.
 */
export function hostedPageUrl(authorizationUrl: string | undefined): string | null {
  if (!authorizationUrl) return null;
  try {
    const url = new URL(authorizationUrl, window.location.origin);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

export function goToHostedPage(url: string): void {
  window.location.assign(url);
}
