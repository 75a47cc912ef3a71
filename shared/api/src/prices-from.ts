/**
 * The "from" prices marketing pages quote, worked out by the server from what it sells; `dishes`
 * are the search words of the dishes a page shows (no comma in them: they are sent as a list).
 */
import type { CountryCode } from '@jara/contracts/constants';
import { pricesFromSchema } from '@jara/contracts/prices-from';
import type { RequestOptions } from './request-options';
import { callMain } from './typed-call';

/**
 * Checked against its schema: the home page shows these as prices. Silent: the page shows its
 * own quiet message where a price would be, and a toast on the front door would only alarm.
 */
export function getPricesFrom(
  country: CountryCode,
  dishes: readonly string[] = [],
  options?: RequestOptions,
) {
  const query = {
    country_code: country,
    ...(dishes.length > 0 && { dishes: dishes.join(',') }),
  };
  return callMain('GET /marketplace/prices_from', { query }, options, {
    silent: true,
    dataSchema: pricesFromSchema,
  });
}
