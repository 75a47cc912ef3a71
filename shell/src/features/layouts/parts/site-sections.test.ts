import { findRouteEntry } from '../../routing/find-route-entry';
import {
  FOOTER_COLUMNS,
  HEALTH_NAVIGATION,
  HOMEMADE_NAVIGATION,
  WEB_APP_NAVIGATION,
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
  it('link only to screens of the site map', () => {
    for (const link of everyLink)
      expect([link.to, findRouteEntry(link.to)?.path]).toEqual([link.to, expect.any(String)]);
  });

  it('list the services, laundry and cleaning among them, and the account screens', () => {
    const services = FOOTER_COLUMNS.find((column) => column.heading === 'Services')!.links;
    expect(services).toEqual(
      expect.arrayContaining([
        { label: 'Laundry', to: '/laundry' },
        { label: 'Cleaning', to: '/cleaning' },
      ]),
    );
    expect(WEB_APP_NAVIGATION.map((link) => link.to)).toContain('/wallet');
    expect(WEB_APP_NAVIGATION.map((link) => link.to)).toContain('/marketplace/search');
  });

  it('keep a customer browsing in Kenya on the Kenyan pages', () => {
    expect(mainNavigation(true)).toEqual([
      { label: 'Food', to: '/ke/food' },
      { label: 'Marketplace', to: '/stores' },
      { label: 'Laundry', to: '/ke/laundry' },
      { label: 'Cleaning', to: '/ke/cleaning' },
      { label: 'Beauty', to: '/ke/beauty' },
      { label: 'Gifting', to: '/ke/gifting' },
      { label: 'Blog', to: '/ke/blog' },
    ]);
    expect(mainNavigation(false).map((link) => link.to)).toEqual([
      '/food',
      '/stores',
      '/laundry',
      '/cleaning',
      '/homemade',
      '/gifting',
      '/blog',
    ]);
  });
});
