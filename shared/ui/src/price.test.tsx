import { render, screen } from '@testing-library/react';
import { Price, currencyForCountry, formatPrice } from './price';

describe('formatPrice', () => {
  it('writes naira with ₦ and no space', () => {
    expect(formatPrice(2500, 'NGN')).toBe('₦2,500');
    expect(formatPrice(1250000, 'NGN')).toBe('₦1,250,000');
  });

  it('writes shillings as KSh with a space', () => {
    expect(formatPrice(450, 'KES')).toBe('KSh 450');
    expect(formatPrice(12000, 'KES')).toBe('KSh 12,000');
  });

  it('shows two decimals only for fractional amounts', () => {
    expect(formatPrice(1500.5, 'NGN')).toBe('₦1,500.50');
    expect(formatPrice(99.999, 'KES')).toBe('KSh 100.00');
  });

  it('builds one number format per currency and decimals, however many prices it writes', () => {
    const built = jest.spyOn(Intl, 'NumberFormat');
    built.mockClear();
    for (let amount = 1; amount <= 50; amount += 1) formatPrice(amount * 100, 'NGN');
    formatPrice(10.5, 'NGN');
    formatPrice(10.5, 'NGN');
    expect(built.mock.calls.length).toBeLessThanOrEqual(2);
    expect(formatPrice(7.25, 'NGN')).toBe('₦7.25');
    expect(formatPrice(700, 'KES')).toBe('KSh 700');
    built.mockRestore();
  });

  it('puts the sign before the symbol', () => {
    expect(formatPrice(-500, 'NGN')).toBe('-₦500');
  });

  it('refuses amounts that are not numbers', () => {
    expect(() => formatPrice(Number.NaN, 'NGN')).toThrow(RangeError);
    expect(() => formatPrice(Infinity, 'KES')).toThrow('Cannot format a price from Infinity');
  });
});

describe('currencyForCountry', () => {
  it('maps NG to naira and KE to shillings', () => {
    expect(currencyForCountry('NG')).toBe('NGN');
    expect(currencyForCountry('KE')).toBe('KES');
  });
});

describe('Price', () => {
  it('renders the amount with an optional prefix and earlier price', () => {
    const { container } = render(<Price amount={3000} was={4000} currency="NGN" prefix="from" />);
    expect(container.textContent).toBe('from ₦4,000₦3,000');
    expect(container.querySelector('del')?.textContent).toBe('₦4,000');
  });

  it('omits the earlier price when it equals the current one', () => {
    const { container } = render(<Price amount={450} was={450} currency="KES" />);
    expect(container.querySelector('del')).toBeNull();
    expect(container.textContent).toBe('KSh 450');
  });

  it('says the price is unavailable instead of printing NaN', () => {
    render(<Price amount={Number.NaN} currency="NGN" />);
    expect(screen.getByText('Price unavailable')).toBeTruthy();
  });
});
