/**
 * A store page's schema.org description for search engines (JSON-LD): a Restaurant, or a Store
 * when everything it sells is not food, with its address, position, hours, rating, and its menu
 * with prices (a Restaurant's `hasMenu`; a Store's `hasOfferCatalog`). Names come from vendors,
 * who are not trusted: the script's JSON escapes `<`, so no name can close the script element.
 */
import { NIGERIA_COUNTRY_ID } from '@jara/contracts/constants';
import type { Product, WorkingHours } from '@jara/contracts/entities';
import type { StorePage } from '@jara/query/marketplace-queries';
import { menuSections } from '../screens/store/menu-sections';
import type { StoreRoute } from './storefront-pages';

/** Store types that sell no food: a store listed only under these is a Store, not a Restaurant. */
const NON_FOOD_TYPES: readonly string[] = ['groceries', 'pharmacy'];
const DAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
const BEST_RATING = 5;

type Json = string | number | boolean | null | Json[] | { [key: string]: Json | undefined };

function offer(product: Product): Json {
  return {
    '@type': 'Offer',
    price: product.price,
    priceCurrency: product.currency,
    availability: `https://schema.org/${product.is_available ? 'InStock' : 'OutOfStock'}`,
  };
}

function described(product: Product): Record<string, Json | undefined> {
  return {
    name: product.name,
    description: product.description || undefined,
    image: product.image_url || undefined,
  };
}

function openingHours(hours: readonly WorkingHours[]): Json[] {
  return hours.map((slot) => ({
    '@type': 'OpeningHoursSpecification',
    dayOfWeek: `https://schema.org/${DAYS[slot.day] ?? ''}`,
    opens: slot.opens,
    closes: slot.closes,
  }));
}

export function storeStructuredData(
  { vendor, categories, products }: StorePage,
  route: Pick<StoreRoute, 'types' | 'area'>,
  url: string,
): Json {
  const food = route.types.some((type) => !NON_FOOD_TYPES.includes(type.slug));
  const sections = menuSections(categories, products);
  const menu = food
    ? {
        hasMenu: {
          '@type': 'Menu',
          name: `${vendor.business_name} menu`,
          hasMenuSection: sections.map((section) => ({
            '@type': 'MenuSection',
            name: section.name,
            hasMenuItem: section.products.map((product) => ({
              '@type': 'MenuItem',
              ...described(product),
              offers: offer(product),
            })),
          })),
        },
      }
    : {
        hasOfferCatalog: {
          '@type': 'OfferCatalog',
          name: vendor.business_name,
          itemListElement: sections.map((section) => ({
            '@type': 'OfferCatalog',
            name: section.name,
            itemListElement: section.products.map((product) => ({
              ...(offer(product) as Record<string, Json>),
              itemOffered: { '@type': 'Product', ...described(product) },
            })),
          })),
        },
      };
  return {
    '@context': 'https://schema.org',
    '@type': food ? 'Restaurant' : 'Store',
    '@id': url,
    url,
    name: vendor.business_name,
    description: vendor.description || undefined,
    image: vendor.cover_url || undefined,
    logo: vendor.logo_url || undefined,
    address: {
      '@type': 'PostalAddress',
      streetAddress: vendor.address || undefined,
      addressLocality: route.area?.name,
      addressRegion: route.area?.state,
      addressCountry: vendor.country_id === NIGERIA_COUNTRY_ID ? 'NG' : 'KE',
    },
    geo:
      vendor.latitude === null || vendor.longitude === null
        ? undefined
        : { '@type': 'GeoCoordinates', latitude: vendor.latitude, longitude: vendor.longitude },
    openingHoursSpecification: openingHours(vendor.working_hours),
    aggregateRating:
      vendor.ratings_count > 0
        ? {
            '@type': 'AggregateRating',
            ratingValue: vendor.rating,
            ratingCount: vendor.ratings_count,
            bestRating: BEST_RATING,
          }
        : undefined,
    currenciesAccepted: vendor.currency,
    ...menu,
  };
}

/**
 * The JSON as a script element's text. `<` becomes `\u003c` (still the same JSON), so neither
 * `</script>` nor `<!--` in a name can end or bend the element; U+2028 and U+2029 are escaped for
 * parsers that read the text as JavaScript.
 */
export function structuredDataScript(data: Json): string {
  const json = JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
  return `<script type="application/ld+json">${json}</script>`;
}
