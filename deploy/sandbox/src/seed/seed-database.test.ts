import { NIGERIA_COUNTRY_ID } from '@jara/contracts/constants';
import { openDatabase, rebuildDatabase, type Db } from '../db/open-database';
import { seedDatabase } from './seed-database';

function seeded(): Db {
  const db = openDatabase(':memory:');
  rebuildDatabase(db, (fresh) => seedDatabase(fresh, Date.UTC(2025, 0, 15)));
  return db;
}

const count = (db: Db, sql: string) => (db.prepare(sql).get() as { n: number }).n;

describe('the seed', () => {
  const db = seeded();
  afterAll(() => db.close());

  it('is big enough to feel real', () => {
    expect(count(db, 'SELECT COUNT(*) AS n FROM vendors')).toBeGreaterThanOrEqual(30);
    expect(count(db, 'SELECT COUNT(*) AS n FROM products')).toBeGreaterThanOrEqual(300);
    expect(count(db, 'SELECT COUNT(*) AS n FROM products WHERE is_available = 0')).toBeGreaterThan(
      0,
    );
    expect(count(db, 'SELECT COUNT(DISTINCT product_uuid) AS n FROM addon_groups')).toBeGreaterThan(
      100,
    );
    expect(count(db, 'SELECT COUNT(*) AS n FROM countries')).toBeGreaterThan(2);
  });

  it('places vendors in Lagos, Abuja and Port Harcourt, Nairobi and Mombasa, priced locally', () => {
    const states = db
      .prepare(
        'SELECT DISTINCT a.state, v.country_id, v.currency FROM vendors v JOIN location_areas a ON a.id = v.location_area_id',
      )
      .all() as { state: string; country_id: number; currency: string }[];
    expect(states.map((row) => row.state).sort()).toEqual([
      'FCT Abuja',
      'Lagos',
      'Mombasa',
      'Nairobi',
      'Rivers',
    ]);
    for (const row of states) {
      const nigerian = ['Lagos', 'FCT Abuja', 'Rivers'].includes(row.state);
      expect(row.country_id === NIGERIA_COUNTRY_ID).toBe(nigerian);
      expect(row.currency).toBe(nigerian ? 'NGN' : 'KES');
    }
    expect(
      count(
        db,
        'SELECT COUNT(*) AS n FROM products p JOIN vendors v ON v.uuid = p.vendor_uuid WHERE p.currency <> v.currency',
      ),
    ).toBe(0);
  });

  it('is the same on every run', () => {
    const other = seeded();
    const snapshot = (target: Db) =>
      target
        .prepare('SELECT uuid, slug, rating, delivery_fee, latitude FROM vendors ORDER BY uuid')
        .all();
    const products = (target: Db) =>
      target.prepare('SELECT uuid, name, price, is_available FROM products ORDER BY uuid').all();
    expect(snapshot(other)).toEqual(snapshot(db));
    expect(products(other)).toEqual(products(db));
    other.close();
  });
});
