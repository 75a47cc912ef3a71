/** Leaves the site for the hosted payment page (its own module, so tests can watch it). */
export function openPaymentPage(link: string): void {
  window.location.assign(link);
}
