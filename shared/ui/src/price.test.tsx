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

  it('rounds half away from zero on the amount as written, as Intl does', () => {
    expect(formatPrice(1.005, 'NGN')).toBe('₦1.01');
    expect(formatPrice(2.675, 'KES')).toBe('KSh 2.68');
    expect(formatPrice(1234567.125, 'NGN')).toBe('₦1,234,567.13');
    expect(formatPrice(0.1 + 0.2, 'NGN')).toBe('₦0.30');
    expect(formatPrice(1e-7, 'NGN')).toBe('₦0.00');
  });

  it('writes the same digits as Intl for the locales it stands in for', () => {
    const amounts = [0, 7, 999, 1000, 12345.5, 999999.99, 1000000, 987654321.01, 9007199254740991];
    for (const amount of amounts) {
      const decimals = Number.isInteger(amount) ? 0 : 2;
      for (const [currency, locale, prefix] of [
        ['NGN', 'en-NG', '₦'],
        ['KES', 'en-KE', 'KSh '],
      ] as const) {
        const intl = new Intl.NumberFormat(locale, {
          minimumFractionDigits: decimals,
          maximumFractionDigits: decimals,
        });
        expect(formatPrice(amount, currency)).toBe(`${prefix}${intl.format(amount)}`);
      }
    }
  });

  it('builds no Intl object: the first one costs a page tens of milliseconds', () => {
    const built = jest.spyOn(Intl, 'NumberFormat');
    formatPrice(1500.5, 'NGN');
    formatPrice(700, 'KES');
    expect(built).not.toHaveBeenCalled();
    built.mockRestore();
  });

  it('puts the sign before the symbol', () => {
    expect(formatPrice(-500, 'NGN')).toBe('-₦500');
  });

  it('refuses amounts that are not numbers or too large to write exactly', () => {
    expect(() => formatPrice(Number.NaN, 'NGN')).toThrow(RangeError);
    expect(() => formatPrice(Infinity, 'KES')).toThrow('Cannot format a price from Infinity');
    expect(() => formatPrice(1e300, 'NGN')).toThrow('Cannot format a price from 1e+300');
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

  it('says the price is unavailable for an amount too large to write, and drops such an earlier price', () => {
    const { container } = render(<Price amount={1e300} currency="KES" />);
    expect(container.textContent).toBe('Price unavailable');
    const withWas = render(<Price amount={500} was={1e300} currency="NGN" />);
    expect(withWas.container.querySelector('del')).toBeNull();
    expect(withWas.container.textContent).toBe('₦500');
  });
});
