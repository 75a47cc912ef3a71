/** What the wallet takes at a time, said and offered in its currency, from the limits it states. */
import type { Wallet } from '@jara/contracts/entities';
import { formatPrice } from '@jara/ui/price';

/** Quick amounts as multiples of the smallest top-up: ₦1,000 to ₦10,000, KSh 100 to KSh 1,000. */
const QUICK_MULTIPLES = [10, 20, 50, 100];

export function fundingLimitsText({ funding_min, funding_max, currency }: Wallet): string {
  // "KSh 150,000" never breaks between the symbol and the digits.
  const unbroken = (amount: number) => formatPrice(amount, currency).replaceAll(' ', '\u00a0');
  return `between ${unbroken(funding_min)} and ${unbroken(funding_max)}`;
}

export function quickAmounts({ funding_min, funding_max }: Wallet): number[] {
  return QUICK_MULTIPLES.map((times) => funding_min * times).filter(
    (amount) => amount <= funding_max,
  );
}
