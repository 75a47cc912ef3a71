import { screen } from '@testing-library/react';
import AboutUsPage from './about-us-page';
import BeautyPage from './beauty-page';
import FoodPage from './food-page';
import GiftingGiftPage from './gifting-gift-page';
import GiftingPage from './gifting-page';
import HomePage from './home-page';
import { renderPage } from './test-support/render-page';

const text = () => document.body.textContent ?? '';
const hrefOf = (name: string | RegExp) =>
  screen.getAllByRole('link', { name })[0]?.getAttribute('href');

describe('the /ke variants', () => {
  it('home speaks to Nairobi, prices in shillings and keeps links in Kenya', () => {
    renderPage(HomePage, '/ke');
    expect(text()).toContain('Westlands');
    // The beauty page's cheapest treatment (the sold prices need the API: home-page.test.tsx).
    expect(text()).toContain('KSh 1,500');
    expect(text()).not.toContain('₦');
    expect(hrefOf('Book a laundry pickup')).toBe('/ke/laundry');
    expect(hrefOf(/^Laundry/)).toBe('/ke/laundry');
    expect(hrefOf(/^Cleaning/)).toBe('/ke/cleaning');
    expect(hrefOf(/^Beauty at home/)).toBe('/ke/beauty');
    expect(screen.getByRole('link', { name: /^Food delivery/ }).getAttribute('href')).toBe(
      '/ke/food',
    );
  });

  it('home in Nigeria shows naira and Lagos areas instead', () => {
    renderPage(HomePage, '/');
    expect(text()).toContain('Lekki');
    // Chow's cheapest weekly plan (the sold prices need the API: home-page.test.tsx).
    expect(text()).toContain('₦17,500');
    expect(text()).not.toContain('KSh');
    expect(screen.getByRole('link', { name: /^Chow homemade meals/ })).toBeTruthy();
  });

  it('food lists Kenyan dishes, each opening its search', () => {
    renderPage(FoodPage, '/ke/food');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/Nairobi/);
    expect(text()).toContain('Nyama choma');
    expect(hrefOf('Send a food gift')).toBe('/ke/gifting');
    expect(hrefOf(/^Nyama choma/)).toBe('/stores/meals/choma');
    // Prices, in shillings, are what is sold: food-prices.test.tsx.
  });

  it('food in Nigeria lists jollof', () => {
    renderPage(FoodPage, '/food');
    expect(text()).toContain('Jollof rice and chicken');
    expect(text()).not.toContain('KSh');
  });

  it('about us names Kenyan neighbourhoods and links to the Kenyan blog', () => {
    renderPage(AboutUsPage, '/ke/about-us');
    expect(screen.getByRole('list', { name: 'Where we work in Kenya' }).textContent).toContain(
      'Kilimani',
    );
    expect(screen.getByRole('link', { name: 'Read our blog' }).getAttribute('href')).toBe(
      '/ke/blog',
    );
  });

  it('gifting sends Kenyan customers to the Kenyan gift form', () => {
    renderPage(GiftingPage, '/ke/gifting');
    expect(hrefOf('Send a gift')).toBe('/ke/gifting/gift');
    expect(text()).toContain('KSh 4,500');
  });

  it('the gift form mentions Nairobi', () => {
    renderPage(GiftingGiftPage, '/ke/gifting/gift');
    expect(text()).toContain('anywhere in Nairobi');
  });

  it('beauty is Kenyan: Nairobi areas and shilling prices', () => {
    renderPage(BeautyPage, '/ke/beauty');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/Braids, nails/);
    expect(text()).toContain('KSh 4,500');
    expect(hrefOf('Book a beauty session')).toBe('/signup?service=beauty');
    expect(hrefOf('Book a cleaner too')).toBe('/ke/cleaning');
  });
});
