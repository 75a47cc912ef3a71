/** The customer's wallet and what moved through it. */
import { z } from 'zod/mini';
import { currencySchema, id } from './schema-fields';

export const walletSchema = z.object({
  balance: z.number(),
  currency: currencySchema,
  /** The smallest and largest top-up the server takes at a time, in the wallet's currency. */
  funding_min: z.number(),
  funding_max: z.number(),
});

export const walletTransactionSchema = z.object({
  uuid: id,
  type: z.enum(['credit', 'debit']),
  amount: z.number(),
  currency: currencySchema,
  description: z.string(),
  reference: z.string(),
  created_at: z.string(),
});
