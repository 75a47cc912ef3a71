/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { bus } from '@jara/bus';
import { analytics } from '@jara/bus/analytics';
import { expectRefused, expectShownAsText } from '@jara/testing/hostile-checks';
import { HOSTILE_STRINGS } from '@jara/testing/hostile-strings';
import { discountCheck, planAmount } from '../../testing/plan-fixtures';
import { setUpApiDouble } from '@jara/testing/api-double';
import { bodyOf } from '@jara/testing/sent-requests';
import { renderPlanScreen } from '../../testing/render-plan-screen';
import { draftOf, planDraftStore } from '../plan-draft/plan-draft-store';
import { PlanFlow } from './plan-flow';

jest.mock('@jara/bus/analytics');

const PRICE = 'POST plan/generate_amount';
const DISCOUNT = 'POST /v3/garden/is_discount_expired_with_options';
const REFUSED = 'The discount code SPRINGCLEAN has expired.';

const api = setUpApiDouble();
const cleaning = () => draftOf(planDraftStore.getState(), 'NG', 'cleaning');

function renderChoose() {
  return renderPlanScreen(<PlanFlow service="cleaning" step="choose" />, {
    url: '/cleaning?step=choose',
  });
}

async function applyCode(code: string) {
  fireEvent.change(screen.getByLabelText('Discount code'), { target: { value: code } });
  fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
}

beforeEach(() => {
  jest.clearAllMocks();
  planDraftStore.setState({ drafts: {} });
  api.answerPlans(PRICE, planAmount({ service: 'cleaning' }));
});

describe('choosing a plan', () => {
  it('keeps every change in the draft, and a one-off offers the deep clean', async () => {
    renderChoose();
    fireEvent.click(screen.getByRole('radio', { name: 'One-off' }));
    fireEvent.click(screen.getByRole('checkbox', { name: /Deep clean/ }));
    fireEvent.click(screen.getByRole('button', { name: 'More: Bedrooms' }));
    expect(cleaning().choice).toMatchObject({ kind: 'one_off', deep_clean: true, bedrooms: 3 });
    expect(screen.queryByRole('group', { name: 'How often' })).toBeNull();
  });

  it('keeps the draft across a reload of the page', async () => {
    const first = renderChoose();
    fireEvent.click(screen.getByRole('button', { name: 'More: Bathrooms' }));
    first.unmount();
    const stored = sessionStorage.getItem('jara.plan-drafts')!;
    expect(stored).toContain('"bathrooms":2');
    // A reload: the page's memory is gone, the tab's storage is not.
    planDraftStore.setState({ drafts: {} });
    sessionStorage.setItem('jara.plan-drafts', stored);
    await planDraftStore.persist.rehydrate();
    renderChoose();
    expect(screen.getByRole('status', { name: 'Bathrooms' }).textContent).toBe('2');
  });

  it('shows a refused code beside the field, once (not as a toast too), and keeps the choices', async () => {
    const toasts: unknown[] = [];
    const off = bus.on('toast:show', (toast) => void toasts.push(toast));
    api.refusePlans(DISCOUNT, 422, REFUSED, { discount_code: [REFUSED] });
    renderChoose();
    fireEvent.click(screen.getByRole('button', { name: 'More: Bedrooms' }));
    await applyCode('SPRINGCLEAN');
    expect(await screen.findByText(REFUSED)).toBeTruthy();
    expect(screen.getByLabelText('Discount code').getAttribute('aria-invalid')).toBe('true');
    expect(cleaning()).toMatchObject({ discountCode: null, choice: { bedrooms: 3 } });
    expect(analytics.track).toHaveBeenCalledWith('plan_discount_refused', expect.anything());
    expect(screen.getAllByText(REFUSED)).toHaveLength(1);
    off();
    expect(toasts).toEqual([]);
  });

  // The e2e hostile-plans spec keeps two of these strings: here the field takes them all.
  it.each(HOSTILE_STRINGS)(
    'sends $name as a code as typed, and shows its refusal beside the field as text',
    async ({ text }) => {
      // The API's words: it echoes the first 40 characters of a code it does not know.
      const refusal = `The discount code ${text.slice(0, 40)} is not valid.`;
      api.refusePlans(DISCOUNT, 422, refusal, { discount_code: [refusal] });
      renderChoose();
      await applyCode(text);
      const field = () => screen.getByLabelText<HTMLInputElement>('Discount code');
      await waitFor(() => expectRefused(field(), refusal));
      expectShownAsText(document.body, refusal);
      const checks = api.sentPlans(DISCOUNT);
      expect(checks).toHaveLength(1);
      expect(await bodyOf(checks[0]!)).toEqual({ service: 'cleaning', discount_code: text });
      expect(field().value).toBe(text);
      expect(cleaning().discountCode).toBeNull();
    },
  );

  it('prices an accepted code, and takes it off again', async () => {
    api.answerPlans(DISCOUNT, discountCheck());
    renderChoose();
    await applyCode('SPARKLE15');
    expect(await screen.findByText('SPARKLE15')).toBeTruthy();
    await waitFor(async () =>
      expect(await bodyOf(api.sentPlans(PRICE).at(-1)!)).toMatchObject({
        discount_code: 'SPARKLE15',
        bedrooms: 2,
      }),
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    expect(cleaning().discountCode).toBeNull();
    expect(screen.getByLabelText('Discount code')).toBeTruthy();
  });

  it('goes on to where', () => {
    const { props } = renderChoose();
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    return waitFor(() => expect(props.navigate).toHaveBeenCalledWith('/cleaning?step=where'));
  });
});
