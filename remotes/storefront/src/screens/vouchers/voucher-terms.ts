/** How a voucher's terms read on its card and in its detail, in the voucher's own currency. */
import type { Voucher } from '@jara/contracts/entities';
import { formatPrice } from '@jara/ui/price';

const DAY = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/** "15% off" or "₦2,000 off". */
export function offerText(voucher: Voucher): string {
  return voucher.discount_type === 'percent'
    ? `${voucher.value}% off`
    : `${formatPrice(voucher.value, voucher.currency)} off`;
}

export function minimumOrderText(voucher: Voucher): string {
  return voucher.minimum_order > 0
    ? `On orders of ${formatPrice(voucher.minimum_order, voucher.currency)} or more`
    : 'No minimum order';
}

export function expiryText(voucher: Voucher): string {
  return `Use by ${DAY.format(new Date(voucher.expires_at))}`;
}
