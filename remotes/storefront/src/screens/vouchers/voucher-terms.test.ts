import type { Voucher } from '@jara/contracts/entities';
import { expiryText, minimumOrderText, offerText } from './voucher-terms';
import { aVoucher } from './voucher-fixtures';

describe('voucher terms', () => {
  it('writes a percentage as such, and a fixed amount in the voucher’s currency', () => {
    expect(offerText(aVoucher({ discount_type: 'percent', value: 15 }))).toBe('15% off');
    expect(offerText(aVoucher({ discount_type: 'fixed', value: 2000 }))).toBe('₦2,000 off');
    const kenyan: Partial<Voucher> = { discount_type: 'fixed', value: 300, currency: 'KES' };
    expect(offerText(aVoucher(kenyan))).toBe('KSh 300 off');
  });

  it('states the minimum order, or that there is none', () => {
    expect(minimumOrderText(aVoucher({ minimum_order: 10000 }))).toBe(
      'On orders of ₦10,000 or more',
    );
    expect(minimumOrderText(aVoucher({ minimum_order: 0 }))).toBe('No minimum order');
  });

  it('gives the last day as a date', () => {
    expect(expiryText(aVoucher({ expires_at: '2027-03-12T10:00:00.000Z' }))).toBe(
      'Use by 12 March 2027',
    );
  });
});
