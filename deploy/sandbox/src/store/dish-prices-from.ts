/**
 * The "from" price of each dish a food page shows: the lowest a customer pays (required choices
 * included) for an available product the page's link finds, the same search the dishes screen
 * runs for those words. Words that find nothing on sale get no price.
 */
import type { CountryCode } from '@jara/contracts/constants';
import type { Db } from '../db/open-database';
import { requiredExtrasIn } from './prices-from';
import { searchProducts } from './product-queries';

export function dishPricesFrom(
  db: Db,
  country: CountryCode,
  dishes: readonly string[],
): Record<string, number> {
  const extras = requiredExtrasIn(db, country);
  const quoted: Record<string, number> = {};
  for (const words of dishes) {
    const prices = searchProducts(db, country, words)
      .filter((row) => row.is_available === 1)
      .map((row) => row.price + (extras.get(row.uuid) ?? 0));
    if (prices.length > 0) quoted[words] = Math.min(...prices);
  }
  return quoted;
}
