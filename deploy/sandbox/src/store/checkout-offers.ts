/**
 * The codes checkout lists for one cart: the current public codes and vouchers in the cart's
 * currency (or any currency) and the customer's unused reward codes, each tried with the one rule an order is priced by
 * (`applyDiscount`), so the list never says a code applies that the order would refuse.
 */
import type { CheckoutOffer } from '@jara/contracts/checkout-offer';
import type { Cart } from '@jara/contracts/entities';
import type { Db } from '../db/open-database';
import { sql } from '../db/statements';
import { ApiError } from '../http/api-error';
import { applyDiscount } from './discounts';

interface Candidate {
  code: string;
  title: string;
  customer_id: number | null;
}

export function checkoutOffers(
  db: Db,
  cart: Cart,
  customerId: number,
  now: number,
): CheckoutOffer[] {
  const candidates = sql(
    db,
    `SELECT code, title, customer_id FROM discount_codes
     WHERE expires_at > ? AND used_at IS NULL
       AND ((customer_id IS NULL AND (currency IS NULL OR currency = ?)) OR customer_id = ?)
     ORDER BY voucher_id, code`,
  ).all(new Date(now).toISOString(), cart.currency, customerId) as Candidate[];
  const offers = candidates.map((candidate): CheckoutOffer => {
    const kind = candidate.customer_id === null ? 'voucher' : 'reward';
    const offer = { code: candidate.code, title: candidate.title, kind } as const;
    try {
      const applied = applyDiscount(db, {
        code: candidate.code,
        customerId,
        cartId: cart.uuid,
        subtotal: cart.subtotal,
        currency: cart.currency,
        now,
      });
      return { ...offer, applies: true, discount_amount: applied.amount, reason: null };
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      return { ...offer, applies: false, discount_amount: null, reason: error.message };
    }
  });
  // What applies first, the biggest saving first; the rest in the order they were listed.
  return offers.sort(
    (a, b) =>
      Number(b.applies) - Number(a.applies) || (b.discount_amount ?? 0) - (a.discount_amount ?? 0),
  );
}
