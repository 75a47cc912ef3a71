/** When a link stops working, as the reader's clock shows it ("14:30 on 3 January"). */
const TIME = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });
const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long' });

export function formatExpiry(isoTime: string): string | null {
  const at = new Date(isoTime);
  if (Number.isNaN(at.getTime())) return null;
  return `${TIME.format(at)} on ${DAY.format(at)}`;
}
