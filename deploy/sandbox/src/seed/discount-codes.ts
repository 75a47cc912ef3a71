import type { Db } from '../db/open-database';
import { insertRows } from './insert-rows';
import { DAY_MS } from './random';

const future = (now: number, days: number) => new Date(now + days * DAY_MS).toISOString();

/**
 * Checkout discount codes. Rows with a voucher_id are the exclusive vouchers the storefront lists
 * (for the currency of the request's location); EXPIRED20 and OLDNAIJA have expired.
 */
export function seedDiscountCodes(db: Db, now: number): void {
  const code = (
    values: Partial<Record<string, string | number | boolean | null>> & { code: string },
  ) => ({
    voucher_id: null,
    title: values.code,
    description: '',
    discount_type: 'percent',
    value: 10,
    minimum_order: 0,
    max_discount: null,
    currency: null,
    expires_at: future(now, 365),
    is_exclusive: false,
    customer_id: null,
    used_at: null,
    ...values,
  });
  insertRows(db, 'discount_codes', [
    code({
      code: 'WELCOME10',
      title: '10% off your order',
      description: 'Welcome to Jara: 10% off any order.',
    }),
    code({
      code: 'EXPIRED20',
      title: '20% off',
      description: 'A promotion that has ended.',
      value: 20,
      expires_at: future(now, -2),
    }),
    code({
      code: 'JARA2000',
      voucher_id: 1,
      title: '₦2,000 off orders over ₦10,000',
      description: 'Exclusive to Jara customers in Nigeria.',
      discount_type: 'fixed',
      value: 2000,
      minimum_order: 10000,
      currency: 'NGN',
      is_exclusive: true,
      expires_at: future(now, 60),
    }),
    code({
      code: 'NAIJA15',
      voucher_id: 2,
      title: '15% off, up to ₦5,000',
      description: 'Treat yourself this week.',
      value: 15,
      max_discount: 5000,
      currency: 'NGN',
      is_exclusive: true,
      expires_at: future(now, 21),
    }),
    code({
      code: 'OLDNAIJA',
      voucher_id: 3,
      title: '₦1,000 off',
      description: 'Last month’s offer.',
      discount_type: 'fixed',
      value: 1000,
      currency: 'NGN',
      is_exclusive: true,
      expires_at: future(now, -10),
    }),
    code({
      code: 'KARIBU10',
      voucher_id: 4,
      title: '10% off, up to KSh 500',
      description: 'Karibu Jara: 10% off your order.',
      value: 10,
      max_discount: 500,
      currency: 'KES',
      is_exclusive: true,
      expires_at: future(now, 45),
    }),
    code({
      code: 'KES300',
      voucher_id: 5,
      title: 'KSh 300 off orders over KSh 2,000',
      description: 'Exclusive to Jara customers in Kenya.',
      discount_type: 'fixed',
      value: 300,
      minimum_order: 2000,
      currency: 'KES',
      is_exclusive: true,
      expires_at: future(now, 30),
    }),
  ]);
  insertRows(db, 'gift_cards', [
    { code: 'GIFT-NG-5000', value: 5000, currency: 'NGN', redeemed_by: null, redeemed_at: null },
    { code: 'GIFT-NG-10000', value: 10000, currency: 'NGN', redeemed_by: null, redeemed_at: null },
    { code: 'GIFT-KE-1000', value: 1000, currency: 'KES', redeemed_by: null, redeemed_at: null },
  ]);
  insertRows(db, 'plan_discount_codes', [
    { code: 'FRESHSTART', service: null, discount_percent: 20, expires_at: future(now, 90) },
    { code: 'LAUNDRY10', service: 'laundry', discount_percent: 10, expires_at: future(now, 90) },
    { code: 'SPRINGCLEAN', service: 'cleaning', discount_percent: 15, expires_at: future(now, -5) },
    { code: 'SPARKLE15', service: 'cleaning', discount_percent: 15, expires_at: future(now, 90) },
  ]);
}
