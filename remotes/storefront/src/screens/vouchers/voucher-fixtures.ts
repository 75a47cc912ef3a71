/** A voucher in the contract's shape for the vouchers screen's tests. */
import type { Voucher } from '@jara/contracts/entities';

export function aVoucher(overrides: Partial<Voucher> = {}): Voucher {
  return {
    id: 2,
    code: 'NAIJA15',
    title: '15% off, up to ₦5,000',
    description: 'Treat yourself this week.',
    discount_type: 'percent',
    value: 15,
    minimum_order: 0,
    currency: 'NGN',
    expires_at: '2027-03-12T10:00:00.000Z',
    ...overrides,
  };
}
