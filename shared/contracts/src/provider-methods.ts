/**
 * How people pay on the provider's page in each country (sandbox extension): in Nigeria by card,
 * a bank transfer to a one-time account or USSD; in Kenya by M-Pesa first, or by card. The hosted
 * page offers these, checkout names them, and an order says which one paid it.
 */
import type { CountryCode } from './constants';
import type { ProviderMethod } from './entities';

export const ONLINE_METHODS: Record<CountryCode, readonly ProviderMethod[]> = {
  NG: ['card', 'bank_transfer', 'ussd'],
  KE: ['mpesa', 'card'],
};

export const PROVIDER_METHOD_LABELS: Record<ProviderMethod, string> = {
  card: 'Card',
  bank_transfer: 'Bank transfer',
  ussd: 'USSD',
  mpesa: 'M-Pesa',
};

/** A way inside a sentence: "bank transfer", but "USSD" and "M-Pesa" keep their capitals. */
export function methodInSentence(method: ProviderMethod): string {
  const label = PROVIDER_METHOD_LABELS[method];
  return /^[A-Z][a-z]/.test(label) ? label.toLowerCase() : label;
}

/** "Card, bank transfer or USSD": the country's ways, as one phrase. */
export function onlineMethodsPhrase(country: CountryCode): string {
  const [first, ...others] = ONLINE_METHODS[country];
  const rest = others.map(methodInSentence);
  const head = [PROVIDER_METHOD_LABELS[first!], ...rest.slice(0, -1)].join(', ');
  return rest.length > 0 ? `${head} or ${rest.at(-1)}` : head;
}
