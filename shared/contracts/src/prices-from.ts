/**
 * What the marketing pages quote as "from" prices, worked out by the server from what it sells
 * (sandbox extension): the lowest price of an available dish of each business type (a product
 * with one of the type's tags, its required choices included) and the lowest delivery fee a
 * store charges, in the country's currency; and, asked for by their search words, the lowest price
 * of an available dish that search finds (the dishes a food page shows link to that search). No
 * price in copy is written by hand.
 */
import { z } from 'zod/mini';
import { currencySchema } from './schema-fields';

export const pricesFromSchema = z.object({
  currency: currencySchema,
  /** The lowest fee a store charges to deliver, before distance adds to it; null with no store. */
  delivery_fee: z.nullable(z.number()),
  /** By business type slug (`restaurants`, `homemade`); a type with nothing on sale is absent. */
  business_types: z.record(z.string(), z.number()),
  /** By the search words asked for (`dishes`), as asked; words that find nothing on sale are absent. */
  dishes: z.optional(z.record(z.string(), z.number())),
});

export type PricesFrom = z.infer<typeof pricesFromSchema>;
