/**
 * Money as customers in each country write it: "₦2,500" in Nigeria, "KSh 450" in Kenya. Both
 * group digits in threes with commas and put a point before the decimals. The digits are written
 * here, not by Intl.NumberFormat: a page's first Intl object costs 20-40 ms of main thread in
 * Chromium (its locale data is loaded then), 80-160 ms on a throttled phone, before the first
 * price shows. The symbol is fixed here too, because ICU spells the shilling "Ksh".
 */
import type { CountryCode } from '@jara/contracts/constants';
import styles from './price.module.css';

export type CurrencyCode = 'NGN' | 'KES';

const CURRENCIES: Record<CurrencyCode, { symbol: string; gap: string }> = {
  NGN: { symbol: '₦', gap: '' },
  KES: { symbol: 'KSh', gap: ' ' },
};

export function currencyForCountry(country: CountryCode): CurrencyCode {
  return country === 'KE' ? 'KES' : 'NGN';
}

/**
 * `value` (not negative) with exactly `fractionDigits` decimals, grouped in threes. It rounds
 * half away from zero on the number as written (1.005 is 1.01), as Intl does, by shifting the
 * decimal point in the number's text rather than multiplying (1.005 * 100 is 100.4999...).
 */
function groupedDigits(value: number, fractionDigits: number): string {
  // A tiny amount is written in exponent form (1e-7): shift its exponent, not its text's end.
  const [mantissa, exponent = '0'] = String(value).split('e');
  const shifted = Number(`${mantissa}e${Number(exponent) + fractionDigits}`);
  const rounded = Number(`${Math.round(shifted)}e-${fractionDigits}`);
  const [whole = '', decimals] = rounded.toFixed(fractionDigits).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return decimals === undefined ? grouped : `${grouped}.${decimals}`;
}

/**
 * An amount that can be written as a price: a number whose whole part is exact (below 2^53), so
 * its digits are never written in exponent form.
 */
export function isPriceable(amount: number): boolean {
  return Number.isFinite(amount) && Math.abs(amount) <= Number.MAX_SAFE_INTEGER;
}

/** Whole amounts show no decimals; anything else shows exactly two (₦1,500.50). */
export function formatPrice(amount: number, currency: CurrencyCode): string {
  if (!isPriceable(amount)) {
    throw new RangeError(`Cannot format a price from ${String(amount)}`);
  }
  const { symbol, gap } = CURRENCIES[currency];
  const digits = groupedDigits(Math.abs(amount), Number.isInteger(amount) ? 0 : 2);
  const sign = amount < 0 ? '-' : '';
  return `${sign}${symbol}${gap}${digits}`;
}

export interface PriceProps {
  amount: number;
  currency: CurrencyCode;
  /** Small muted prefix, e.g. "from". */
  prefix?: string;
  /** A struck-through earlier price shown before the current one. */
  was?: number;
  className?: string;
}

export function Price({ amount, currency, prefix, was, className }: PriceProps) {
  const classes = [styles.price, className].filter(Boolean).join(' ');
  if (!isPriceable(amount)) {
    return <span className={`${classes} ${styles.unavailable}`}>Price unavailable</span>;
  }
  return (
    <span className={classes}>
      {prefix ? <span className={styles.prefix}>{prefix} </span> : null}
      {was !== undefined && isPriceable(was) && was !== amount ? (
        <del className={styles.was}>{formatPrice(was, currency)}</del>
      ) : null}
      <span className={styles.amount}>{formatPrice(amount, currency)}</span>
    </span>
  );
}
