/** The country a plan was bought in, read from its currency: the payment page has no country. */
import type { CountryCode } from '@jara/contracts/constants';
import type { Currency } from '@jara/contracts/entities';

export const countryOfCurrency = (currency: Currency): CountryCode =>
  currency === 'KES' ? 'KE' : 'NG';
