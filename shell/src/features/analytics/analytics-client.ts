/** What the shell needs from an analytics provider; posthog-js is the one in use. */
export interface AnalyticsClient {
  capture(event: string, properties?: Record<string, unknown>): void;
  identify(distinctId: string, properties?: Record<string, unknown>): void;
  setPersonProperties(properties: Record<string, unknown>): void;
  reset(): void;
}

export const CART_EMPTIED_EVENT = 'cart emptied';
export const PAGEVIEW_EVENT = '$pageview';
