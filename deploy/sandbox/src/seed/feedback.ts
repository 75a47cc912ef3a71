import type { Db } from '../db/open-database';
import { insertRows } from './insert-rows';
import { daysAgo, pick } from './random';
import type { SeededVendor } from './vendors';

const NAMES = {
  NG: [
    'Chidi O.',
    'Funke A.',
    'Tunde B.',
    'Ngozi E.',
    'Ibrahim S.',
    'Amaka N.',
    'Seun K.',
    'Zainab M.',
  ],
  KE: ['Wanjiru K.', 'Otieno M.', 'Achieng O.', 'Kamau N.', 'Njeri W.', 'Mwangi J.', 'Akinyi L.'],
};

const COMMENTS: Record<number, string[]> = {
  5: [
    'Delicious and still hot when it arrived.',
    'Best in the area, will order again!',
    'Generous portions and quick delivery.',
  ],
  4: [
    'Very good, a little late but worth it.',
    'Tasty, packaging could be better.',
    'Solid as always.',
  ],
  3: ['It was okay, a bit pricey for the portion.', 'Good food but the rider got lost.'],
};

export function seedFeedback(
  db: Db,
  vendors: SeededVendor[],
  now: number,
  random: () => number,
): void {
  const rows = vendors.flatMap((vendor) => {
    const count = 3 + Math.floor(random() * 4);
    return Array.from({ length: count }, (_, index) => {
      const rating = pick(random, [3, 4, 4, 5, 5, 5]);
      return {
        vendor_uuid: vendor.uuid,
        customer_name: pick(random, NAMES[vendor.country]),
        rating,
        comment: pick(random, COMMENTS[rating] ?? []),
        created_at: daysAgo(now, 3 + index * 9 + Math.floor(random() * 5)),
      };
    });
  });
  insertRows(db, 'vendor_feedback', rows);
}
