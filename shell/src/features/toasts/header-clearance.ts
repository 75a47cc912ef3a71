/**
 * How far down the screen the page's own header reaches, in px: toasts start below it, so a toast
 * never covers the header's controls (the delivery location, search, the cart). The layouts'
 * headers are sticky, so this is their height at any scroll; one scrolled out of view leaves the
 * top free. A `<header>` inside the content (a section's, an article's) or a dialog's (the login
 * modal's, mid-screen: a toast under it would sit on the form) is not the page's, and a header
 * opened taller than half the screen (a phone's menu) gives way, or the toast would leave the
 * screen.
 */
const NOT_THE_PAGE =
  'main, article, aside, nav, section, dialog, [role="dialog"], [role="alertdialog"]';

export function headerClearance(): number {
  const bottom = [...document.querySelectorAll('header')]
    .filter((header) => !header.parentElement?.closest(NOT_THE_PAGE))
    .reduce((lowest, header) => Math.max(lowest, header.getBoundingClientRect().bottom), 0);
  return Math.min(bottom, window.innerHeight / 2);
}
