import type { Db } from '../db/open-database';
import { hashPasswordSync } from '../domain/passwords';
import { insertRows } from './insert-rows';
import { daysAgo } from './random';

/** The accounts humans and tests sign in with; the same credentials work on the plans API. */
export const DEMO_PASSWORD = 'Password123!';
export const DEMO_CUSTOMER = {
  id: 1,
  name: 'Ada Okafor',
  email: 'demo@jara.test',
  phone: '+2348012345678',
  domicile_location: 'NG',
  referral_code: 'ADA-JARA-7K2',
  reward_points: 1450,
} as const;
export const KENYA_DEMO_CUSTOMER = {
  id: 2,
  name: 'Wanjiku Kamau',
  email: 'wanjiku@jara.test',
  phone: '+254712345678',
  domicile_location: 'KE',
  referral_code: 'WANJIKU-4QP',
  reward_points: 300,
} as const;

let demoHash: string | undefined;

/** Hashing costs ~50 ms, and tests seed often: the seeded hash is computed once per process. */
function demoPasswordHash(): string {
  demoHash ??= hashPasswordSync(DEMO_PASSWORD, 'jara-demo-seed');
  return demoHash;
}

/** What each demo account holds in its home currency's wallet (its seeded top-ups less spending). */
export const DEMO_WALLETS = [
  { customer_id: DEMO_CUSTOMER.id, currency: 'NGN', balance: 25_000 },
  { customer_id: KENYA_DEMO_CUSTOMER.id, currency: 'KES', balance: 3_000 },
] as const;

export function seedDemoAccounts(db: Db, now: number): void {
  insertRows(
    db,
    'customers',
    [DEMO_CUSTOMER, KENYA_DEMO_CUSTOMER].map((customer, index) => ({
      ...customer,
      password_hash: demoPasswordHash(),
      created_at: daysAgo(now, 120 - index * 30),
    })),
  );
  insertRows(db, 'wallet_balances', [...DEMO_WALLETS]);
}
