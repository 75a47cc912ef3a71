import { openDatabase, rebuildDatabase } from '../db/open-database';
import { seedDatabase } from '../seed/seed-database';
import { pricesFrom } from './prices-from';

const db = openDatabase(':memory:');
rebuildDatabase(db, (fresh) => seedDatabase(fresh, Date.UTC(2025, 0, 15)));
afterAll(() => db.close());

/** A Nigerian restaurant dish without required choices, and one with a required choice. */
const dish = (required: boolean) =>
  db
    .prepare(
      `SELECT p.uuid FROM products p JOIN vendors v ON v.uuid = p.vendor_uuid
       JOIN product_tags pt ON pt.product_uuid = p.uuid JOIN tags t ON t.id = pt.tag_id
       WHERE v.country_code = 'NG' AND t.business_type_id = 1 AND p.is_available = 1
       AND ${required ? '' : 'NOT'} EXISTS
         (SELECT 1 FROM addon_groups g WHERE g.product_uuid = p.uuid AND g.min > 0)
       LIMIT 1`,
    )
    .pluck()
    .get() as string;

const setPrice = db.prepare('UPDATE products SET price = ? WHERE uuid = ?');

describe('pricesFrom', () => {
  it('follows the menu: a dish made cheaper is the new "from", and gone, it no longer counts', () => {
    const before = pricesFrom(db, 'NG').business_types.restaurants!;
    const uuid = dish(false);
    setPrice.run(before - 50, uuid);
    expect(pricesFrom(db, 'NG').business_types.restaurants).toBe(before - 50);
    db.prepare('UPDATE products SET is_available = 0 WHERE uuid = ?').run(uuid);
    expect(pricesFrom(db, 'NG').business_types.restaurants).toBe(before);
  });

  it('adds the cheapest way through a required choice to the price', () => {
    const before = pricesFrom(db, 'NG').business_types.restaurants!;
    const uuid = dish(true);
    // Each required group: choose one, the cheapest at 100, another at 900.
    const groups = db
      .prepare('SELECT id FROM addon_groups WHERE product_uuid = ? AND min > 0')
      .pluck()
      .all(uuid) as number[];
    for (const group of groups) {
      db.prepare('UPDATE addon_groups SET min = 1 WHERE id = ?').run(group);
      db.prepare('UPDATE addons SET price = 900 WHERE group_id = ?').run(group);
      db.prepare(
        'UPDATE addons SET price = 100 WHERE uuid = (SELECT uuid FROM addons WHERE group_id = ? LIMIT 1)',
      ).run(group);
    }
    setPrice.run(10, uuid);
    expect(groups.length).toBeGreaterThan(0);
    expect(pricesFrom(db, 'NG').business_types.restaurants).toBe(10 + 100 * groups.length);
    expect(before).toBeGreaterThan(10 + 100 * groups.length);
  });

  it('quotes the lowest delivery fee of the country’s stores, in its currency', () => {
    db.prepare(
      "UPDATE vendors SET delivery_fee = 40 WHERE uuid = (SELECT uuid FROM vendors WHERE country_code = 'KE' LIMIT 1)",
    ).run();
    expect(pricesFrom(db, 'KE')).toMatchObject({ currency: 'KES', delivery_fee: 40 });
    expect(pricesFrom(db, 'NG').delivery_fee).toBeGreaterThan(40);
  });
});
