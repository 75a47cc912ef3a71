/**
 * A payment provider's page, as an address a jsdom test can go to: this document at another
 * fragment. jsdom does not load another document, and `location` cannot be spied on, so a
 * screen that leaves for the provider is seen leaving by `window.location.href` becoming this.
 */
export const providerPage = (reference: string): string =>
  new URL(`#hosted-payment-${reference}`, window.location.href).href;
