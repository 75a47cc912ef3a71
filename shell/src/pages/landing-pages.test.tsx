import { BRAND } from '@jara/contracts/brand';
import { screen, within } from '@testing-library/react';
import type { ComponentType } from 'react';
import AboutUsPage from './about-us-page';
import AffiliateProgramPage from './affiliate-program-page';
import BusinessPage from './business-page';
import ChowPage from './chow-page';
import EventsPage from './events-page';
import FoodPage from './food-page';
import GiftingPage from './gifting-page';
import HealthPage from './health-page';
import HomePage from './home-page';
import HomemadeOnDemandPage from './homemade-ondemand-page';
import HomemadePage from './homemade-page';
import MarketplacePage from './marketplace-page';
import MarketplaceServicesPage from './marketplace-services-page';
import VendorPage from './vendor-page';
import { renderPage } from './test-support/render-page';
import { findRouteEntry } from '../features/routing/find-route-entry';

interface Case {
  page: ComponentType;
  path: string;
  headline: RegExp;
  /** Accessible link name -> where it must point. */
  links: Record<string, string>;
}

const CASES: Case[] = [
  {
    page: HomePage,
    path: '/',
    headline: /Food, fresh laundry and a clean home/,
    links: {
      'Order food now': '/stores',
      'Book a laundry pickup': '/laundry',
      'Become a vendor': '/vendor',
      [`${BRAND.name} for Business`]: `/${BRAND.slug}-for-business`,
    },
  },
  {
    page: FoodPage,
    path: '/food',
    headline: /delivered hot/,
    links: { 'See restaurants near me': '/stores', 'Try homemade meals': '/homemade' },
  },
  {
    page: ChowPage,
    path: '/chow',
    headline: /Homemade meals for your whole week/,
    links: { 'Order homemade now': '/homemade-ondemand' },
  },
  {
    page: HomemadePage,
    path: '/homemade',
    headline: /someone’s mum made it/,
    links: { 'Order homemade today': '/homemade-ondemand', 'Plan my week with Chow': '/chow' },
  },
  {
    page: HomemadeOnDemandPage,
    path: '/homemade-ondemand',
    headline: /ready in about an hour/,
    links: { 'Events catering': '/events' },
  },
  {
    page: VendorPage,
    path: '/vendor',
    headline: /open to thousands of new customers/,
    links: { 'Apply to sell': '#apply', 'See stores already selling': '/stores' },
  },
  {
    page: AboutUsPage,
    path: '/about-us',
    headline: /take the chores off your list/,
    links: { 'Try the marketplace': '/stores' },
  },
  {
    page: HealthPage,
    path: '/health',
    headline: /Eat well/,
    links: { 'See meal plans': '/chow' },
  },
  {
    page: EventsPage,
    path: '/events',
    headline: /Food your guests will talk about/,
    links: { 'Plan my event': '/events/contact' },
  },
  {
    page: GiftingPage,
    path: '/gifting',
    headline: /Gifts that arrive hot/,
    links: { 'Send a gift': '/gifting/gift', 'Corporate gifting': `/${BRAND.slug}-for-business` },
  },
  {
    page: MarketplacePage,
    path: `/${BRAND.slug}-marketplace`,
    headline: /Every store on your street/,
    links: {
      'Start shopping': '/stores',
      'Sell on the marketplace': '/vendor',
      'See marketplace services': '/marketplace-services',
    },
  },
  {
    page: MarketplaceServicesPage,
    path: '/marketplace-services',
    headline: /Services you can book/,
    links: { 'Open the marketplace': '/stores', 'See monthly plans': '/subscription' },
  },
  {
    page: BusinessPage,
    path: `/${BRAND.slug}-for-business`,
    headline: /Feed your team/,
    links: {
      'Set up team perks': `/${BRAND.slug}-for-business/perks`,
      'Refer your employer': `/${BRAND.slug}-for-business/refer-employer`,
    },
  },
  {
    page: AffiliateProgramPage,
    path: '/affiliate-program',
    headline: /Get paid for every friend who orders/,
    links: {},
  },
];

describe.each(CASES)('$path', ({ page, path, headline, links }) => {
  it('has one headline and calls to action that point into the site', () => {
    renderPage(page, path);
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]?.textContent).toMatch(headline);
    for (const [name, href] of Object.entries(links)) {
      const [link] = screen.getAllByRole('link', { name });
      expect(link?.getAttribute('href')).toBe(href);
    }
  });

  it('keeps every link inside the site, on screens of the site map', () => {
    const { container } = renderPage(page, path);
    for (const link of Array.from(container.querySelectorAll('a'))) {
      const href = link.getAttribute('href') ?? '';
      expect(href).not.toMatch(/^https?:/);
      if (href.startsWith('#')) continue;
      const target = findRouteEntry(new URL(href, 'https://jara.test').pathname);
      expect([href, target?.path]).toEqual([href, expect.any(String)]);
    }
  });
});

describe('prices', () => {
  it('show in naira on Nigerian pages', () => {
    renderPage(ChowPage, '/chow');
    const plans = screen.getByRole('region', { name: 'Plans' });
    expect(within(plans).getByText('₦33,000')).toBeTruthy();
  });

  it('point every affiliate reward at the signup form with the service chosen', () => {
    renderPage(AffiliateProgramPage, '/affiliate-program');
    for (const link of screen.getAllByRole('link', { name: 'Join the programme' })) {
      expect(link.getAttribute('href')).toBe('/signup?service=affiliate');
    }
  });
});
