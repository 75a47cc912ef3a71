/**
 * The one homepage builder every test shares: two store types and empty sections. A test gives
 * the sections it is about (`aHomepage({ offers: [aVendor()] })`); each section's page says it
 * is the whole section unless the test says otherwise (`section_pages`).
 */
import type { Homepage } from '@jara/contracts/entities';
import {
  HOMEPAGE_SECTIONS,
  SECTION_PAGE_SIZE,
  type HomepageSection,
} from '@jara/contracts/homepage-sections';

export function aHomepage(overrides: Partial<Homepage> = {}): Homepage {
  const sections: Omit<Homepage, 'business_types' | 'section_pages'> = {
    hidden_gems: [],
    offers: [],
    top_rated: [],
    curations: [],
    nearby: [],
    ...overrides,
  };
  const wholePage = (section: HomepageSection) => ({
    page: 1,
    per_page: SECTION_PAGE_SIZE,
    total: sections[section].length,
    last_page: 1,
  });
  return {
    business_types: [
      { id: 1, name: 'Restaurants', slug: 'restaurants' },
      { id: 2, name: 'Groceries', slug: 'groceries' },
    ],
    ...sections,
    ...overrides,
    section_pages: {
      ...(Object.fromEntries(
        HOMEPAGE_SECTIONS.map((section) => [section, wholePage(section)]),
      ) as Homepage['section_pages']),
      ...overrides.section_pages,
    },
  };
}
