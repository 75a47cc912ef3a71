/** Stub: the plans side by side, or the customer's own plan (issue 12). */
export function SubscriptionScreen() {
  return <h1>Subscription</h1>;
}
