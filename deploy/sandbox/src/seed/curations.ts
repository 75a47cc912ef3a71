import type { CountryCode } from '@jara/contracts/constants';
import type { Db } from '../db/open-database';
import { namedUuid } from '../domain/ids';
import type { SeededProduct } from './catalogue';
import { insertRows } from './insert-rows';

interface CurationDefinition {
  title: string;
  description: string;
  country: CountryCode;
  tags: string[];
  active: boolean;
}

const CURATIONS: CurationDefinition[] = [
  {
    title: 'Weekend jollof feast',
    description: 'The best party jollof and rice dishes in town.',
    country: 'NG',
    tags: ['rice-dishes'],
    active: true,
  },
  {
    title: 'Soups like mama makes',
    description: 'Homemade soups for every swallow.',
    country: 'NG',
    tags: ['soups', 'swallow'],
    active: true,
  },
  {
    title: 'Healthy picks',
    description: 'Salads, smoothies and lighter meals.',
    country: 'NG',
    tags: ['healthy', 'smoothies'],
    active: true,
  },
  {
    title: 'Sweet treats',
    description: 'Cakes and pastries for any occasion.',
    country: 'NG',
    tags: ['cakes', 'pastries'],
    active: true,
  },
  {
    title: 'Festive hampers',
    description: 'Back for the holidays.',
    country: 'NG',
    tags: ['pantry'],
    active: false,
  },
  {
    title: 'Nyama choma Fridays',
    description: 'Charcoal-grilled meat for the weekend.',
    country: 'KE',
    tags: ['grills'],
    active: true,
  },
  {
    title: 'Coastal flavours',
    description: 'Swahili seafood from the coast.',
    country: 'KE',
    tags: ['seafood'],
    active: true,
  },
  {
    title: 'Breakfast in Nairobi',
    description: 'Chai, coffee and fresh pastries.',
    country: 'KE',
    tags: ['breakfast', 'coffee', 'pastries'],
    active: true,
  },
  {
    title: 'Madaraka Day specials',
    description: 'Back next June.',
    country: 'KE',
    tags: ['grills'],
    active: false,
  },
];

const PRODUCTS_PER_CURATION = 8;

/** Round-robin over vendors so a curation is not eight dishes of one shop. */
function spreadAcrossVendors(products: SeededProduct[]): SeededProduct[] {
  const byVendor = new Map<string, SeededProduct[]>();
  for (const product of products) {
    const list = byVendor.get(product.vendor.uuid) ?? [];
    list.push(product);
    byVendor.set(product.vendor.uuid, list);
  }
  const queues = [...byVendor.values()];
  const spread: SeededProduct[] = [];
  while (spread.length < PRODUCTS_PER_CURATION && queues.some((queue) => queue.length > 0)) {
    for (const queue of queues) {
      const next = queue.shift();
      if (next && spread.length < PRODUCTS_PER_CURATION) spread.push(next);
    }
  }
  return spread;
}

export function seedCurations(db: Db, products: SeededProduct[]): void {
  const rows = CURATIONS.map((curation, index) => ({
    uuid: namedUuid(`curation:${curation.title}`),
    title: curation.title,
    description: curation.description,
    country_code: curation.country,
    is_active: curation.active,
    position: index,
  }));
  insertRows(db, 'curations', rows);
  const links = CURATIONS.flatMap((curation, index) => {
    const matching = products.filter(
      (product) =>
        product.isAvailable &&
        product.vendor.country === curation.country &&
        product.tags.some((tag) => curation.tags.includes(tag)),
    );
    return spreadAcrossVendors(matching).map((product, position) => ({
      curation_uuid: rows[index]?.uuid ?? '',
      product_uuid: product.uuid,
      position,
    }));
  });
  insertRows(db, 'curation_products', links);
}
