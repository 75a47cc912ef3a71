import type { Db } from '../db/open-database';
import { seedBusinessTypes } from './business-types';
import { seedCatalogue } from './catalogue';
import { seedCountries } from './countries';
import { seedCurations } from './curations';
import { seedDemoAccounts } from './demo-accounts';
import { seedDemoActivity } from './demo-activity';
import { seedDemoCart } from './demo-cart';
import { seedDemoOrders } from './demo-orders';
import { seedDemoPlan } from './demo-plan';
import { seedDiscountCodes } from './discount-codes';
import { seedFeedback } from './feedback';
import { seedLocationAreas } from './location-areas';
import { seededRandom } from './random';
import { seedRiders } from './riders';
import { seedVendors } from './vendors';

const SEED = 20_240_601;

/**
 * Fills an empty schema. Ids, names and amounts are the same on every run; dates are relative
 * to `now` so vouchers stay valid and the order history stays recent.
 */
export function seedDatabase(db: Db, now: number): void {
  const random = seededRandom(SEED);
  seedCountries(db);
  seedLocationAreas(db);
  seedBusinessTypes(db);
  const vendors = seedVendors(db, random);
  seedRiders(db);
  const products = seedCatalogue(db, vendors, random);
  seedCurations(db, products);
  seedFeedback(db, vendors, now, random);
  seedDiscountCodes(db, now);
  seedDemoAccounts(db, now);
  seedDemoActivity(db, now);
  seedDemoOrders(db, products, now);
  seedDemoCart(db, products, now);
  seedDemoPlan(db, now);
}
