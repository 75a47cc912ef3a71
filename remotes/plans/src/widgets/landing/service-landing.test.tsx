/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, within } from '@testing-library/react';
import type { PlanCatalogue } from '@jara/contracts/plans';
import { bus } from '@jara/bus';
import { analytics } from '@jara/bus/analytics';
import { draftOf, planDraftStore } from '../plan-draft/plan-draft-store';
import { CLEANING, LAUNDRY, makeCatalogue, makeOffer } from '../../testing/catalogue-fixtures';
import { setUpApiDouble } from '@jara/testing/api-double';
import { renderLanding } from '../../testing/render-landing';
import { ServiceLanding } from './service-landing';

const CATALOGUE = 'GET v3/website/plans';

const api = setUpApiDouble();

const laundry = <ServiceLanding service="laundry" />;
const cleaning = <ServiceLanding service="cleaning" />;
const priceFrom = async () => (await screen.findByTestId('price-from')).textContent;
const prices = () => within(screen.getByRole('region', { name: 'Plans and prices' }));

beforeEach(() => {
  planDraftStore.setState({ drafts: {} });
});
afterEach(() => jest.restoreAllMocks());

describe('ServiceLanding', () => {
  it('shows the laundry price from in naira and its own offers, leading into the flow', async () => {
    api.answerPlans(CATALOGUE, makeCatalogue('NG'));
    renderLanding(laundry, '/laundry');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toMatch(/^Laundry/);
    expect(
      screen.getByRole('link', { name: 'Choose your laundry plan' }).getAttribute('href'),
    ).toBe('/laundry?step=choose');
    expect(screen.getByRole('link', { name: 'See all plans' }).getAttribute('href')).toBe(
      '/subscription',
    );
    expect(await priceFrom()).toBe('From ₦4,500 for a one-off pickup');
    const card = prices().getByRole('listitem');
    expect(within(card).getByRole('heading', { name: 'Family laundry' })).toBeTruthy();
    expect(within(card).getByText('2 bags, wash and iron, 4 pickups a month')).toBeTruthy();
    expect(within(card).getByText('₦38,000')).toBeTruthy();
    expect(prices().queryByText('Weekly home')).toBeNull();
  });

  it('shows the Kenyan cleaning prices in shillings with Kenyan links and areas', async () => {
    api.answerPlans(CATALOGUE, makeCatalogue('KE'));
    renderLanding(cleaning, '/ke/cleaning');
    expect(await priceFrom()).toBe('From KSh 2,200 for a one-off visit');
    expect(prices().getByText('KSh 9,800')).toBeTruthy();
    expect(
      screen.getByRole('link', { name: 'Choose your cleaning plan' }).getAttribute('href'),
    ).toBe('/ke/cleaning?step=choose');
    expect(screen.getByRole('list', { name: 'Areas we serve' }).textContent).toContain('Kilimani');
    expect(screen.getByText(/in shillings/)).toBeTruthy();
  });

  it('puts a chosen offer in the draft and opens the first step', async () => {
    const track = jest.spyOn(analytics, 'track');
    api.answerPlans(CATALOGUE, makeCatalogue('KE'));
    const { props } = renderLanding(cleaning, '/ke/cleaning');
    fireEvent.click(await screen.findByRole('button', { name: 'Choose Weekly home' }));
    expect(draftOf(planDraftStore.getState(), 'KE', 'cleaning').choice).toEqual(CLEANING);
    expect(draftOf(planDraftStore.getState(), 'NG', 'cleaning').choice).not.toEqual(CLEANING);
    expect(props.navigate).toHaveBeenCalledWith('/ke/cleaning?step=choose');
    expect(track).toHaveBeenCalledWith('plan_offer_chosen', {
      service: 'cleaning',
      country: 'KE',
      offer: 'cleaning-weekly',
    });
  });

  it('holds the prices as skeletons, and says the page is ready once they arrive', async () => {
    let answer: (catalogue: PlanCatalogue) => void = () => {};
    const held = new Promise<PlanCatalogue>((resolve) => (answer = resolve));
    api.answerPlansWith(CATALOGUE, () => held);
    const ready = jest.fn();
    const off = bus.on('page:ready', ready);
    renderLanding(laundry, '/laundry');
    expect(screen.getByText('Loading prices')).toBeTruthy();
    expect(ready).not.toHaveBeenCalled();
    answer(makeCatalogue('NG'));
    expect(await screen.findByRole('button', { name: 'Choose Family laundry' })).toBeTruthy();
    expect(ready).toHaveBeenCalledWith({ path: '/laundry' });
    off();
  });

  it('shows an error with a retry that loads the prices, and the page is still ready', async () => {
    api.dropPlans(CATALOGUE);
    const ready = jest.fn();
    const off = bus.on('page:ready', ready);
    renderLanding(laundry, '/laundry');
    expect((await screen.findByRole('alert')).textContent).toContain(
      'We could not load the prices.',
    );
    expect(ready).toHaveBeenCalledTimes(1);
    api.answerPlans(CATALOGUE, makeCatalogue('NG'));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await priceFrom()).toMatch(/^From ₦4,500/);
    expect(api.sentPlans(CATALOGUE)).toHaveLength(2);
    off();
  });

  it('offers to build a plan when the service has no ready-made one', async () => {
    api.answerPlans(CATALOGUE, makeCatalogue('NG', []));
    renderLanding(laundry, '/laundry');
    expect(await screen.findByText(/No ready-made plans right now/)).toBeTruthy();
    expect(prices().getByRole('link', { name: 'Build your own laundry plan' })).toBeTruthy();
  });

  it('shows hostile offer names and descriptions as text', async () => {
    const name = '<script>alert(1)</script>';
    const offer = {
      ...makeOffer('x', name, LAUNDRY, 9000),
      description: '"><img src=x onerror=alert(1)>',
    };
    api.answerPlans(CATALOGUE, makeCatalogue('NG', [offer]));
    const { container } = renderLanding(laundry, '/laundry');
    expect(await screen.findByRole('heading', { name })).toBeTruthy();
    expect(screen.getByText(offer.description)).toBeTruthy();
    expect(screen.getByRole('button', { name: `Choose ${name}` })).toBeTruthy();
    expect(container.querySelector('script, img')).toBeNull();
  });

  it('tells analytics once which landing was seen', async () => {
    const track = jest.spyOn(analytics, 'track');
    api.answerPlans(CATALOGUE, makeCatalogue('NG'));
    const { client } = renderLanding(laundry, '/laundry');
    await priceFrom();
    await client.invalidateQueries();
    expect(api.sentPlans(CATALOGUE)).toHaveLength(2);
    const views = track.mock.calls.filter(([event]) => event === 'plan_landing_viewed');
    expect(views).toEqual([['plan_landing_viewed', { service: 'laundry', country: 'NG' }]]);
  });

  it('answers the questions per country', () => {
    api.breakPlans(CATALOGUE, 'hang');
    renderLanding(laundry, '/laundry');
    const questions = within(screen.getByRole('region', { name: 'Questions people ask' }));
    expect(questions.getAllByRole('group').length).toBeGreaterThanOrEqual(5);
    expect(questions.getByText('Do you handle agbada, lace and aso ebi?')).toBeTruthy();
    expect(questions.getByText(/We serve Lagos and Abuja/)).toBeTruthy();
  });
});
