/** How the drawer writes an order's dates and times (the customer's own clock). */
const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const TIME = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

export const orderDate = (iso: string) => DAY.format(new Date(iso));

export const statusTime = (iso: string) =>
  `${DAY.format(new Date(iso))}, ${TIME.format(new Date(iso))}`;
