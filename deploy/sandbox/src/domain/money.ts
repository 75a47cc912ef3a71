import type { Currency } from '@jara/contracts/entities';

/** "₦10,000" or "KSh 2,000", as the site writes prices (never the code "KES" beside "KSh"). */
export function formatMoney(amount: number, currency: Currency | string): string {
  const digits = amount.toLocaleString('en-US');
  return currency === 'NGN' ? `₦${digits}` : `KSh ${digits}`;
}
