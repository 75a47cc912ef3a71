/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, fireEvent, screen } from '@testing-library/react';
import type { PlanOrderBody } from '@jara/contracts/api-calls';
import type { PlanAmount } from '@jara/contracts/plans';
import { planAmount } from '../../testing/plan-fixtures';
import { setUpApiDouble } from '@jara/testing/api-double';
import { bodyOf } from '@jara/testing/sent-requests';
import { renderPlanScreen } from '../../testing/render-plan-screen';
import { planDraftStore } from '../plan-draft/plan-draft-store';
import { PlanFlow } from './plan-flow';

jest.mock('@jara/bus/analytics');

const PRICE = 'POST plan/generate_amount';
const quantityOf = (order: PlanOrderBody) => (order.service === 'laundry' ? order.quantity : 0);
const priced = (order: PlanOrderBody) => planAmount({ total: quantityOf(order) * 1000 });

const api = setUpApiDouble();
const askedQuantities = async () =>
  Promise.all(
    api.sentPlans(PRICE).map(async (request) => quantityOf(await bodyOf<PlanOrderBody>(request))),
  );

function renderChoose() {
  return renderPlanScreen(<PlanFlow service="laundry" step="choose" />, {
    url: '/laundry?step=choose',
  });
}

const more = () => fireEvent.click(screen.getByRole('button', { name: 'More: Bags per pickup' }));

beforeEach(() => {
  planDraftStore.setState({ drafts: {} });
});

describe('the price of the choice', () => {
  it('asks once for a run of presses, with the options the customer ended on', async () => {
    api.answerPlansWith(PRICE, priced);
    renderChoose();
    expect(await screen.findByText('₦2,000')).toBeTruthy();
    more();
    more();
    more();
    expect(screen.getByTestId('plan-price').getAttribute('aria-busy')).toBe('true');
    expect(await screen.findByText('₦5,000', {}, { timeout: 2000 })).toBeTruthy();
    expect(await askedQuantities()).toEqual([2, 5]);
    expect(screen.getByTestId('plan-price').getAttribute('aria-busy')).toBeNull();
    expect(screen.getByText('a month')).toBeTruthy();
  });

  it('says the total includes pickup and delivery when it does', async () => {
    api.answerPlans(PRICE, planAmount({ delivery_fee: 2_000, total: 17_200 }));
    renderChoose();
    expect((await screen.findByText(/^Includes pickup and delivery/)).textContent).toBe(
      'Includes pickup and delivery, ₦2,000',
    );
  });

  it('shows the latest choice even when an older answer comes last', async () => {
    let answerFirst: (amount: PlanAmount) => void = () => {};
    const first = new Promise<PlanAmount>((resolve) => (answerFirst = resolve));
    api.answerPlansWith(PRICE, (order) => (quantityOf(order) === 2 ? first : priced(order)));
    renderChoose();
    expect(screen.getByText('Working out the price')).toBeTruthy();
    more();
    expect(await screen.findByText('₦3,000', {}, { timeout: 2000 })).toBeTruthy();
    // The query of the older options let its request go when the options changed.
    expect(api.sentPlans(PRICE).map((request) => request.signal.aborted)).toEqual([true, false]);
    await act(async () => answerFirst(planAmount({ total: 2000 })));
    expect(screen.queryByText('₦2,000')).toBeNull();
    expect(screen.getByText('₦3,000')).toBeTruthy();
  });

  it('shows the saving, and a failed price with a way to ask again', async () => {
    api.dropPlans(PRICE);
    renderChoose();
    const tryAgain = await screen.findByRole('button', { name: 'Try again' }, { timeout: 3000 });
    expect(screen.getByRole('alert').textContent).toContain('We could not work out the price.');
    // The price query asks once more by itself before it gives up.
    expect(api.sentPlans(PRICE)).toHaveLength(2);
    api.answerPlans(PRICE, planAmount({ total: 17_000, discount_amount: 3000 }));
    fireEvent.click(tryAgain);
    expect(await screen.findByText('₦17,000')).toBeTruthy();
    expect(screen.getByText(/You save/).textContent).toBe('You save ₦3,000');
  });
});
