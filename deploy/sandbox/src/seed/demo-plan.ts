import type { Db } from '../db/open-database';
import { planCatalogue } from '../plans/plan-catalogue';
import { insertPlanOrder, settlePlanOrder } from '../plans/plan-orders';
import { planPaymentDescription } from '../plans/plan-payment-description';
import { DEMO_CUSTOMER } from './demo-accounts';
import { insertRows } from './insert-rows';
import { daysAgo } from './random';

/** Fixed, as every seeded id is; real payment references are random. */
const PAYMENT_REFERENCE = 'PAY-SEEDEDPLAN000000000001';

/**
 * The Nigerian demo customer pays for a "Tidy home" cleaning plan since three weeks, so the
 * subscription page has a plan to show; the Kenyan demo customer has none.
 */
export function seedDemoPlan(db: Db, now: number): void {
  const offer = planCatalogue('NGN').offers.find((candidate) => candidate.id === 'tidy-home')!;
  const paidAt = daysAgo(now, 21);
  insertRows(db, 'payments', [
    {
      reference: PAYMENT_REFERENCE,
      purpose: 'plan',
      customer_id: DEMO_CUSTOMER.id,
      order_uuid: null,
      description: planPaymentDescription(offer.choice),
      amount: offer.price.total,
      currency: offer.price.currency,
      return_url: 'http://localhost:8080/sign-up-successful',
      status: 'succeeded',
      created_at: paidAt,
      settled_at: paidAt,
    },
  ]);
  insertPlanOrder(db, {
    reference: 'PL-TIDY01',
    customer_id: DEMO_CUSTOMER.id,
    payment_reference: PAYMENT_REFERENCE,
    choice: offer.choice,
    discount_code: null,
    price: offer.price,
    address: '12 Admiralty Road, Lekki Phase 1, Lagos',
    latitude: 6.4478,
    longitude: 3.4723,
    start_date: daysAgo(now, 20).slice(0, 10),
    created_at: paidAt,
  });
  settlePlanOrder(db, PAYMENT_REFERENCE, 'succeeded');
}
