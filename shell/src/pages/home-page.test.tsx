/**
 * @jest-environment jest-fixed-jsdom
 *
 * Issue 39, item 6: the home page writes no price. Each card's "from" price is what the servers
 * sell (the marketplace's cheapest dish, the plans API's cheapest one-off and ready-made plan,
 * the same answer /laundry, /cleaning and /subscription sell from) or its own page's cheapest
 * entry, and the delivery note quotes the lowest fee a store charges. (The sandbox's own tests
 * prove its answer is the lowest price on sale.)
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import type { CountryCode } from '@jara/contracts/constants';
import type { PlanCatalogue } from '@jara/contracts/plans';
import type { PricesFrom } from '@jara/contracts/prices-from';
import { setUpApiDouble } from '@jara/testing/api-double';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { formatPrice } from '@jara/ui/price';
import { BEAUTY_TREATMENTS } from './beauty-treatments';
import { CHOW_PLANS } from './chow-plans';
import { GIFTING_COPY } from './gifting-copy';
import HomePage from './home-page';
import { planOffer as offer } from './test-support/plan-offer';
import { serviceCard as card } from './test-support/service-card';

const api = setUpApiDouble();
const PRICES = 'GET /marketplace/prices_from';
const PLANS = 'GET v3/website/plans';

/** Sold prices a shop could not have written into copy: odd amounts, the cheapest plan not first. */
const SOLD: Record<CountryCode, { stores: PricesFrom; plans: PlanCatalogue }> = {
  NG: {
    stores: {
      currency: 'NGN',
      delivery_fee: 450,
      business_types: { restaurants: 730, homemade: 1_610 },
    },
    plans: {
      currency: 'NGN',
      price_from: { laundry: 6_010, cleaning: 18_020 },
      offers: [offer('family', 79_200, 'NGN'), offer('lite', 17_230, 'NGN')],
    },
  },
  KE: {
    stores: { currency: 'KES', delivery_fee: 55, business_types: { restaurants: 270 } },
    plans: {
      currency: 'KES',
      price_from: { laundry: 755, cleaning: 2_505 },
      offers: [offer('lite', 2_150, 'KES'), offer('family', 9_900, 'KES')],
    },
  },
};

const HOME_AT: Record<CountryCode, string> = { NG: '/', KE: '/ke' };
const CURRENCY = { NG: 'NGN', KE: 'KES' } as const;

function openHome(country: CountryCode) {
  return renderWithQuery(
    <MemoryRouter initialEntries={[HOME_AT[country]]}>
      <HomePage />
    </MemoryRouter>,
  );
}

const lowest = (amounts: number[]) => Math.min(...amounts);

describe('the home page’s "from" prices', () => {
  it.each<CountryCode>(['NG', 'KE'])(
    'quote what is sold in %s, for the page’s own country',
    async (country) => {
      const { stores, plans } = SOLD[country];
      api.answer(PRICES, stores);
      api.answerPlans(PLANS, plans);
      openHome(country);
      const price = (amount: number) => formatPrice(amount, CURRENCY[country]);

      await waitFor(() =>
        expect(card('Food delivery').textContent).toContain(
          `from ${price(stores.business_types.restaurants!)} a dish`,
        ),
      );
      expect(card('Laundry').textContent).toContain(
        `from ${price(plans.price_from.laundry!)} a pickup`,
      );
      expect(card('Cleaning').textContent).toContain(
        `from ${price(plans.price_from.cleaning!)} a visit`,
      );
      const gifts = GIFTING_COPY[country].gifts('/gift');
      expect(card('Gifting').textContent).toContain(
        `from ${price(lowest(gifts.map((gift) => gift.amount)))}`,
      );
      expect(
        screen.getByText(`Delivery from ${price(stores.delivery_fee!)}`, { exact: false }),
      ).toBeTruthy();
      expect(document.body.textContent).toContain(
        `Delivery starts at ${price(stores.delivery_fee!)} and depends on`,
      );
      const [sent] = api.sent(PRICES);
      expect(new URL(sent!.url).searchParams.get('country_code')).toBe(country);
    },
  );

  it('quotes the plans card at the cheapest ready-made plan, wherever it is listed', async () => {
    api.answer(PRICES, SOLD.NG.stores);
    api.answerPlans(PLANS, SOLD.NG.plans);
    openHome('NG');
    await waitFor(() =>
      expect(card('Laundry and cleaning plans').textContent).toContain('from ₦17,230 a month'),
    );
  });

  it('quotes a service priced only on its own page at that page’s cheapest entry', async () => {
    api.answer(PRICES, SOLD.NG.stores);
    api.answerPlans(PLANS, SOLD.NG.plans);
    openHome('NG');
    const chow = [...CHOW_PLANS].sort((a, b) => a.amount - b.amount)[0]!;
    expect(card('Chow homemade meals').textContent).toContain(
      `from ${formatPrice(chow.amount, 'NGN')} ${chow.unit}`,
    );
  });

  it('quotes beauty in Kenya at the beauty page’s cheapest treatment', () => {
    api.answer(PRICES, SOLD.KE.stores);
    api.answerPlans(PLANS, SOLD.KE.plans);
    openHome('KE');
    const cheapest = [...BEAUTY_TREATMENTS].sort((a, b) => a.amount - b.amount)[0]!;
    expect(card('Beauty at home').textContent).toContain(
      `from ${formatPrice(cheapest.amount, 'KES')} ${cheapest.unit}`,
    );
  });

  it('holds a placeholder of the price’s size while the prices load', () => {
    api.break(PRICES, 'hang');
    api.breakPlans(PLANS, 'hang');
    openHome('NG');
    for (const title of ['Food delivery', 'Laundry', 'Cleaning', 'Laundry and cleaning plans']) {
      expect(within(card(title)).getByText('price loading')).toBeTruthy();
    }
    expect(within(card('Chow homemade meals')).queryByText('price loading')).toBeNull();
    expect(screen.getByText(/^Delivery from/).textContent).toBe(
      'Delivery from price loading · Open 7am to 10pm, every day',
    );
  });

  it('says so calmly when the prices fail, and shows them once tried again', async () => {
    api.break(PRICES, '500');
    api.answerPlans(PLANS, SOLD.NG.plans);
    openHome('NG');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'We could not load today’s prices.',
    );
    expect(card('Food delivery').textContent).toContain('See prices');
    expect(card('Laundry').textContent).toContain('from ₦6,010 a pickup');
    expect(screen.getByText('Open 7am to 10pm, every day')).toBeTruthy();

    api.answer(PRICES, SOLD.NG.stores);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(card('Food delivery').textContent).toContain('from ₦730 a dish'));
    expect(screen.queryByRole('alert')).toBeNull();
    expect(screen.getByText(/^Delivery from ₦450/)).toBeTruthy();
  });

  it('quotes no price for a service with nothing on sale, and no fee with no store', async () => {
    api.answer(PRICES, { currency: 'NGN', delivery_fee: null, business_types: {} });
    api.answerPlans(PLANS, SOLD.NG.plans);
    openHome('NG');
    await waitFor(() => expect(card('Laundry').textContent).toContain('₦6,010'));
    expect(card('Food delivery').textContent).not.toMatch(/from|See prices|₦/);
    expect(screen.getByText('Open 7am to 10pm, every day')).toBeTruthy();
  });
});
