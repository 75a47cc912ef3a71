/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { sessionStore } from '@jara/state/session-store';
import { draftKey, planDraftStore } from '../../widgets/plan-draft/plan-draft-store';
import type { PlanChoice } from '@jara/contracts/plans';
import { aPlanSubscription } from '../../testing/plan-order-fixtures';
import { setUpApiDouble } from '@jara/testing/api-double';
import { renderPlanScreen } from '../../testing/render-plan-screen';
import { makeCatalogue, makeOffer } from '../../testing/catalogue-fixtures';
import { SubscriptionScreen } from './subscription-screen';

const CATALOGUE = 'GET v3/website/plans';
const SUBSCRIPTIONS = 'GET v3/website/onboarding/{customerId}/subscriptions';

const api = setUpApiDouble();

const renderSubscription = () =>
  renderPlanScreen(<SubscriptionScreen title="Plans" params={{}} />, { url: '/subscription' });

const laundry = (quantity: number): PlanChoice => ({
  service: 'laundry',
  kind: 'plan',
  unit: 'bags',
  quantity,
  care: 'wash_fold',
  pickups_per_month: 4,
});
const cleaning = (bedrooms: number): PlanChoice => ({
  service: 'cleaning',
  kind: 'plan',
  bedrooms,
  bathrooms: 1,
  frequency: 'weekly',
  deep_clean: false,
});
const aPlanCatalogue = () =>
  makeCatalogue('NG', [
    makeOffer('laundry-starter', 'Laundry Starter', laundry(1), 18000),
    makeOffer('laundry-family', 'Laundry Family', laundry(3), 48000),
    makeOffer('cleaning-flat', 'Clean Flat', cleaning(1), 40000),
    makeOffer('cleaning-home', 'Clean Home', cleaning(3), 72000),
  ]);
const HOSTILE = '"><img src=x onerror=alert(1)><script>alert(1)</script>';

beforeEach(() => {
  sessionStore.getState().clear();
  planDraftStore.setState({ drafts: {} });
  api.answerPlans(CATALOGUE, aPlanCatalogue());
});

describe('/subscription for a visitor', () => {
  it('shows the four plans grouped by service, with their monthly prices', async () => {
    renderSubscription();
    expect(screen.getByRole('status').textContent).toBe('Loading the plans');

    const laundryGroup = await screen.findByRole('region', { name: 'Laundry plans' });
    const cleaningGroup = screen.getByRole('region', { name: 'Home cleaning plans' });
    expect(within(laundryGroup).getAllByRole('listitem')).toHaveLength(2);
    expect(within(cleaningGroup).getAllByRole('listitem')).toHaveLength(2);
    expect(within(laundryGroup).getByText('1 bag, wash and fold, 4 pickups a month')).toBeTruthy();
    expect(within(laundryGroup).getByText('₦18,000')).toBeTruthy();
    expect(within(laundryGroup).getByText('₦19,000')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Your plans' })).toBeNull();
  });

  it('writes the chosen offer into the draft and opens the choose step', async () => {
    const { props } = renderSubscription();
    fireEvent.click(await screen.findByRole('button', { name: 'Choose Laundry Family' }));
    expect(planDraftStore.getState().drafts[draftKey('NG', 'laundry')]?.choice).toEqual(laundry(3));
    expect(props.navigate).toHaveBeenCalledWith('/laundry?step=choose');
  });

  it('offers the plan sign-in', async () => {
    const { props } = renderSubscription();
    fireEvent.click(screen.getByRole('button', { name: 'Sign in to see your plan' }));
    expect(props.requestLogin).toHaveBeenCalledWith('plan', 'Sign in to see your plan');
    expect(await screen.findByRole('button', { name: 'Choose Clean Home' })).toBeTruthy();
  });

  it('offers a retry when the plans do not load', async () => {
    api.dropPlans(CATALOGUE);
    renderSubscription();
    expect((await screen.findByRole('alert')).textContent).toContain('We could not load the plans');
    api.answerPlans(CATALOGUE, aPlanCatalogue());
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('button', { name: 'Choose Clean Flat' })).toBeTruthy();
  });

  it('shows a hostile offer name as text', async () => {
    api.answerPlans(CATALOGUE, makeCatalogue('NG', [makeOffer('x', HOSTILE, laundry(2), 30000)]));
    const { container } = renderSubscription();
    expect(await screen.findByRole('heading', { name: HOSTILE })).toBeTruthy();
    expect(container.querySelector('img, script')).toBeNull();
  });
});

describe('/subscription for a plan customer', () => {
  beforeEach(() => sessionStore.getState().signInToPlans('plan-token', 31));

  it('lists their plans first, labelling those not active', async () => {
    api.answerPlans(SUBSCRIPTIONS, [
      aPlanSubscription(),
      aPlanSubscription({ reference: 'PAY-101', status: 'awaiting_payment' }),
      aPlanSubscription({ reference: 'PAY-102', status: 'payment_failed', address: HOSTILE }),
    ]);
    const { container } = renderSubscription();
    const mine = await screen.findByRole('region', { name: 'Your plans' });
    await within(mine).findByText('PAY-100');

    const asked = api.sentPlans(SUBSCRIPTIONS);
    expect(asked.map((request) => new URL(request.url).pathname)).toEqual([
      '/v3/website/onboarding/31/subscriptions',
    ]);
    expect(asked[0]!.headers.get('authorization')).toBe('Bearer plan-token');
    expect(within(mine).getAllByRole('article')).toHaveLength(3);
    expect(within(mine).getAllByTestId('plan-total')[0]?.textContent).toBe(
      '₦40,000₦36,000 a month',
    );
    expect(within(mine).getByText('Awaiting payment')).toBeTruthy();
    expect(within(mine).getByText('Payment failed')).toBeTruthy();
    expect(within(mine).getByText(HOSTILE)).toBeTruthy();
    expect(container.querySelector('img, script')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign in to see your plan' })).toBeNull();
  });

  it('says they have no plan yet, with the ways to book one', async () => {
    api.answerPlans(SUBSCRIPTIONS, []);
    renderSubscription();
    expect(await screen.findByText('You have no plan yet.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Book laundry' }).getAttribute('href')).toBe(
      '/laundry',
    );
    expect(screen.getByRole('link', { name: 'Book home cleaning' }).getAttribute('href')).toBe(
      '/cleaning',
    );
  });

  it('offers a retry when their plans do not load', async () => {
    api.refusePlans(SUBSCRIPTIONS, 500, 'Server error');
    renderSubscription();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'We could not load your plans',
    );
    api.answerPlans(SUBSCRIPTIONS, [aPlanSubscription()]);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('PAY-100')).toBeTruthy();
  });
});
