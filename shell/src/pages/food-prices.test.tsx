/**
 * The food page's prices (/food and /ke/food) are what is sold, through the real client against
 * the network: each dish is quoted from the cheapest dish its own search finds on sale, and the
 * hero's delivery note from the lowest fee a store charges, both as the marketplace answers
 * (the sandbox's tests prove that answer is the lowest price on sale).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CountryCode } from '@jara/contracts/constants';
import type { PricesFrom } from '@jara/contracts/prices-from';
import { setUpApiDouble } from '@jara/testing/api-double';
import { formatPrice } from '@jara/ui/price';
import FoodPage from './food-page';
import { FOOD_COPY } from './food-copy';
import { renderPage } from './test-support/render-page';
import { serviceCard as card } from './test-support/service-card';

const api = setUpApiDouble();
const PRICES = 'GET /marketplace/prices_from';
const FOOD_AT: Record<CountryCode, string> = { NG: '/food', KE: '/ke/food' };

/** Each card's search words, as the page links them (the page's own copy, never retyped here). */
const dishes = (country: CountryCode) =>
  FOOD_COPY[country].dishes.map((dish) => {
    if (dish.from?.kind !== 'dish') throw new Error(`${dish.title} is not quoted from its search`);
    return { title: dish.title, words: dish.from.words, to: dish.to };
  });

/** Odd amounts no one would write into copy, a different one for each dish. */
function sold(country: CountryCode): PricesFrom {
  return {
    currency: country === 'NG' ? 'NGN' : 'KES',
    delivery_fee: country === 'NG' ? 430 : 45,
    business_types: { restaurants: 610 },
    dishes: Object.fromEntries(dishes(country).map(({ words }, index) => [words, 1_013 + index])),
  };
}

const CURRENCY = { NG: 'NGN', KE: 'KES' } as const;
const ARRIVES = {
  NG: 'Most orders arrive in 35 to 50 minutes',
  KE: 'Most orders arrive in 30 to 45 minutes',
};

describe('the food page’s prices', () => {
  it.each<CountryCode>(['NG', 'KE'])(
    'quote each dish and the delivery fee as sold in %s',
    async (country) => {
      const answer = sold(country);
      api.answer(PRICES, answer);
      renderPage(FoodPage, FOOD_AT[country]);
      const price = (amount: number) => formatPrice(amount, CURRENCY[country]);

      const delivery = `Delivery from ${price(answer.delivery_fee!)} · ${ARRIVES[country]}`;
      expect(await screen.findByText(delivery)).toBeTruthy();
      for (const { title, words } of dishes(country)) {
        await waitFor(() =>
          expect(card(title).textContent).toContain(`from ${price(answer.dishes![words]!)}`),
        );
      }
      const asked = api
        .sent(PRICES)
        .map((request) => new URL(request.url).searchParams)
        .find((query) => query.has('dishes'));
      expect(asked?.get('country_code')).toBe(country);
      expect(asked?.get('dishes')).toBe(
        dishes(country)
          .map(({ words }) => words)
          .join(','),
      );
      expect(document.body.textContent).not.toContain(country === 'NG' ? 'KSh' : '₦');
    },
  );

  it('links each dish to the search its price is taken from', () => {
    api.break(PRICES, 'hang');
    renderPage(FoodPage, FOOD_AT.KE);
    for (const { title, to } of dishes('KE')) {
      expect(card(title).getAttribute('href')).toBe(to);
    }
    expect(card('Nyama choma').getAttribute('href')).toBe('/stores/meals/choma');
  });

  it('quotes no price for a dish whose search finds nothing on sale', async () => {
    const answer = sold('NG');
    const [first, ...rest] = dishes('NG');
    delete answer.dishes![first!.words];
    api.answer(PRICES, answer);
    renderPage(FoodPage, FOOD_AT.NG);
    await waitFor(() => expect(card(rest[0]!.title).textContent).toContain('from ₦'));
    expect(card(first!.title).textContent).not.toMatch(/from|See prices|₦/);
  });

  it('says no fee when no store delivers', async () => {
    api.answer(PRICES, { ...sold('KE'), delivery_fee: null });
    renderPage(FoodPage, FOOD_AT.KE);
    expect(await screen.findByText(ARRIVES.KE)).toBeTruthy();
    expect(screen.queryByText(/^Delivery from/)).toBeNull();
  });

  it('holds placeholders of the price’s size while the prices load', () => {
    api.break(PRICES, 'hang');
    renderPage(FoodPage, FOOD_AT.NG);
    for (const { title } of dishes('NG')) {
      expect(within(card(title)).getByText('price loading')).toBeTruthy();
    }
    expect(screen.getByText(/^Delivery from/).textContent).toBe(
      `Delivery from price loading · ${ARRIVES.NG}`,
    );
  });

  it('says so calmly when the prices fail, and shows them once tried again', async () => {
    api.break(PRICES, '500');
    renderPage(FoodPage, FOOD_AT.NG);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'We could not load today’s prices.',
    );
    const [jollof] = dishes('NG');
    expect(card(jollof!.title).textContent).toContain('See prices');
    expect(await screen.findByText(ARRIVES.NG)).toBeTruthy();

    api.answer(PRICES, sold('NG'));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(card(jollof!.title).textContent).toContain('from ₦1,013'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('never shows a price of the wrong shape: hostile text instead of an amount is a failure', async () => {
    const answer = sold('NG');
    const [jollof] = dishes('NG');
    api.answer(PRICES, {
      ...answer,
      dishes: { [jollof!.words]: '<img src=x onerror=alert(1)>' as unknown as number },
    });
    renderPage(FoodPage, FOOD_AT.NG);
    expect((await screen.findByRole('alert')).textContent).toContain(
      'We could not load today’s prices.',
    );
    expect(card(jollof!.title).textContent).toContain('See prices');
    expect(document.querySelector('img[src="x"]')).toBeNull();
    expect(document.body.textContent).not.toContain('onerror');
  });
});
