/**
 * The "from" prices of the pages that send a customer on to a service (marketplace services,
 * homemade, homemade on demand) are what is sold, through the real client against the network:
 * laundry and cleaning at the plans API's cheapest one-off, monthly plans at the cheapest
 * ready-made plan, homemade at the cheapest homemade dish, each dish at the cheapest its search
 * finds; catering, gifts and Chow at their own page's cheapest entry. Each page asks only for
 * the answers it quotes (a call nobody answered fails the test).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { PlanCatalogue } from '@jara/contracts/plans';
import type { PricesFrom } from '@jara/contracts/prices-from';
import { setUpApiDouble } from '@jara/testing/api-double';
import { formatPrice } from '@jara/ui/price';
import type { PricingPlan } from './components/pricing-cards';
import { CHOW_PLANS } from './chow-plans';
import { EVENT_PACKAGES } from './event-packages';
import { GIFTING_COPY } from './gifting-copy';
import HomemadeOnDemandPage from './homemade-ondemand-page';
import HomemadePage from './homemade-page';
import MarketplaceServicesPage from './marketplace-services-page';
import { planOffer } from './test-support/plan-offer';
import { renderPage } from './test-support/render-page';
import { serviceCard as card } from './test-support/service-card';

const api = setUpApiDouble();
const PRICES = 'GET /marketplace/prices_from';
const PLANS = 'GET v3/website/plans';

const naira = (amount: number) => formatPrice(amount, 'NGN');
const cheapest = (plans: PricingPlan[]) =>
  plans.reduce((low, plan) => (plan.amount < low.amount ? plan : low));

/** The cheapest ready-made plan listed last, odd amounts no one would write into copy. */
const CATALOGUE: PlanCatalogue = {
  currency: 'NGN',
  price_from: { laundry: 6_010, cleaning: 18_020 },
  offers: [planOffer('family', 79_200, 'NGN'), planOffer('lite', 17_230, 'NGN')],
};

const STORES: PricesFrom = {
  currency: 'NGN',
  delivery_fee: 450,
  business_types: { restaurants: 730, homemade: 1_610 },
  dishes: { ofada: 4_105, egusi: 3_515, 'moi moi': 1_005, banga: 3_855 },
};

describe('marketplace services', () => {
  it('quotes laundry, cleaning and plans as the plans API sells them', async () => {
    api.answerPlans(PLANS, CATALOGUE);
    renderPage(MarketplaceServicesPage, '/marketplace-services');
    await waitFor(() =>
      expect(card('Laundry').textContent).toContain(`from ${naira(6_010)} a pickup`),
    );
    expect(card('Home cleaning').textContent).toContain(`from ${naira(18_020)} a visit`);
    expect(card('Monthly plans').textContent).toContain(`from ${naira(17_230)} a month`);
    expect(api.sent(PRICES)).toHaveLength(0);
  });

  it('quotes catering and gifts at their own pages’ cheapest entries', () => {
    api.breakPlans(PLANS, 'hang');
    renderPage(MarketplaceServicesPage, '/marketplace-services');
    const catering = cheapest(EVENT_PACKAGES);
    expect(card('Events catering').textContent).toContain(
      `from ${naira(catering.amount)} ${catering.unit}`,
    );
    const gift = cheapest(GIFTING_COPY.NG.gifts('/gifting/gift'));
    expect(card('Gifting').textContent).toContain(`from ${naira(gift.amount)} ${gift.unit}`);
  });

  it('holds placeholders while the plans load, and says so calmly when they fail', async () => {
    api.breakPlans(PLANS, 'hang');
    const { unmount } = renderPage(MarketplaceServicesPage, '/marketplace-services');
    for (const title of ['Laundry', 'Home cleaning', 'Monthly plans']) {
      expect(within(card(title)).getByText('price loading')).toBeTruthy();
    }
    unmount();

    api.breakPlans(PLANS, 'wrong-shape');
    renderPage(MarketplaceServicesPage, '/marketplace-services');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'We could not load today’s prices.',
    );
    expect(card('Monthly plans').textContent).toContain('See prices');
    api.answerPlans(PLANS, CATALOGUE);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(card('Monthly plans').textContent).toContain(naira(17_230)));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('homemade', () => {
  it('quotes on demand at the cheapest homemade dish on sale, and Chow at its cheapest plan', async () => {
    api.answer(PRICES, STORES);
    renderPage(HomemadePage, '/homemade');
    await waitFor(() =>
      expect(card('On demand').textContent).toContain(`from ${naira(1_610)} a plate`),
    );
    const chow = cheapest(CHOW_PLANS);
    expect(card('Chow weekly plans').textContent).toContain(
      `from ${naira(chow.amount)} ${chow.unit}`,
    );
    expect(api.sentPlans(PLANS)).toHaveLength(0);
  });

  it('says so calmly when the prices fail, with the way to the page that has them', async () => {
    api.drop(PRICES);
    renderPage(HomemadePage, '/homemade');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'We could not load today’s prices.',
    );
    expect(card('On demand').textContent).toContain('See prices');
    expect(card('On demand').getAttribute('href')).toBe('/homemade-ondemand');
  });
});

describe('homemade on demand', () => {
  it('quotes each dish at the cheapest its search finds on sale', async () => {
    api.answer(PRICES, STORES);
    renderPage(HomemadeOnDemandPage, '/homemade-ondemand');
    const quoted = {
      'Ofada rice and ayamase': 'ofada',
      'Egusi and poundo': 'egusi',
      'Moi moi': 'moi moi',
      'Banga soup and starch': 'banga',
    } as const;
    for (const [title, words] of Object.entries(quoted)) {
      await waitFor(() =>
        expect(card(title).textContent).toContain(`from ${naira(STORES.dishes![words]!)}`),
      );
      expect(card(title).getAttribute('href')).toBe(`/stores/meals/${encodeURIComponent(words)}`);
    }
    const [sent] = api.sent(PRICES);
    expect(new URL(sent!.url).searchParams.get('dishes')).toBe(Object.values(quoted).join(','));
  });

  it('holds placeholders of the price’s size while the prices load', () => {
    api.break(PRICES, 'hang');
    renderPage(HomemadeOnDemandPage, '/homemade-ondemand');
    expect(screen.getAllByText('price loading')).toHaveLength(4);
  });
});
