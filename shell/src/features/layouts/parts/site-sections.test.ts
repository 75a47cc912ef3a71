import { findRouteEntry } from '../../routing/find-route-entry';
import {
  FOOTER_COLUMNS,
  HEALTH_NAVIGATION,
  HOMEMADE_NAVIGATION,
  WEB_APP_NAVIGATION,
  builtLinks,
  mainNavigation,
} from './site-sections';

const everyLink = [
  ...mainNavigation(false),
  ...mainNavigation(true),
  ...FOOTER_COLUMNS.flatMap((column) => column.links),
  ...WEB_APP_NAVIGATION,
  ...HEALTH_NAVIGATION,
  ...HOMEMADE_NAVIGATION,
];

describe('site sections', () => {
  it('link only to built screens', () => {
    for (const link of everyLink)
      expect([link.to, findRouteEntry(link.to)?.status]).toEqual([link.to, 'built']);
  });

  it('drop a screen that is not built, keep one that is', () => {
    expect(
      builtLinks([
        ['Laundry', 'laundry'],
        ['Food', 'food'],
      ]),
    ).toEqual([{ label: 'Food', to: '/food' }]);
    expect(WEB_APP_NAVIGATION.map((link) => link.to)).toContain('/wallet');
    expect(WEB_APP_NAVIGATION.map((link) => link.to)).toContain('/marketplace/search');
  });

  it('keep a customer browsing in Kenya on the Kenyan pages', () => {
    expect(mainNavigation(true)).toEqual([
      { label: 'Food', to: '/ke/food' },
      { label: 'Marketplace', to: '/stores' },
      { label: 'Beauty', to: '/ke/beauty' },
      { label: 'Gifting', to: '/ke/gifting' },
      { label: 'Blog', to: '/ke/blog' },
    ]);
    expect(mainNavigation(false).map((link) => link.to)).toEqual([
      '/food',
      '/stores',
      '/homemade',
      '/gifting',
      '/blog',
    ]);
  });
});
