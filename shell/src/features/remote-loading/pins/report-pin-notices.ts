/**
 * Tells the tester what became of their pins: each notice on the console, and the QA badge,
 * whose code loads only on a page that has something to say (never on a customer's).
 */
export function reportPinNotices(notices: string[]): void {
  if (notices.length === 0) return;
  for (const notice of notices) console.warn(`[versions] ${notice}`);
  void import('./pin-badge').then(({ showPinBadge }) => showPinBadge(notices));
}
