/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { bus } from '@jara/bus';
import type { PlanOrderBody } from '@jara/contracts/api-calls';
import { setUpApiDouble, type CallFault } from '@jara/testing/api-double';
import { RAW_TEXT } from '@jara/testing/raw-text';
import { bodyOf } from '@jara/testing/sent-requests';
import { discountCheck, planAmount } from '../../testing/plan-fixtures';
import { renderPlanScreen } from '../../testing/render-plan-screen';
import { CleaningScreen } from '../../screens/cleaning/cleaning-screen';
import { draftOf, planDraftStore } from '../plan-draft/plan-draft-store';

const DISCOUNT = 'POST /v3/garden/is_discount_expired_with_options';
const PRICE = 'POST plan/generate_amount';
/** What the API client says for each fault, under the field only (never a second time as a toast). */
type QuickFault = Exclude<CallFault, 'hang'>;
const MESSAGES: Record<QuickFault, string> = {
  '500': 'The server is having trouble right now. Please try again in a moment.',
  'not-json': "The server's answer could not be read. Please try again in a moment.",
  'wrong-shape': "The server's answer could not be read. Please try again in a moment.",
};

const api = setUpApiDouble();
const codeChecks = () => api.sentPlans(DISCOUNT);
const toasts: { kind: string; message: string }[] = [];
bus.on('toast:show', (toast) => void toasts.push(toast));

const cleaning = () => draftOf(planDraftStore.getState(), 'NG', 'cleaning');
const codeField = () => screen.getByLabelText('Discount code') as HTMLInputElement;
const deepClean = () => screen.getByRole('checkbox', { name: /Deep clean/ }) as HTMLInputElement;
const applied = () =>
  screen.queryByText(
    (_, element) => element?.textContent === 'Code SPARKLE15 applied' && element.tagName === 'P',
  );

/** The e2e case's preparation: a one-off with a deep clean, and the code typed. */
async function prepare() {
  renderPlanScreen(<CleaningScreen />, { url: '/cleaning?step=choose' });
  fireEvent.click(await screen.findByRole('radio', { name: 'One-off' }));
  fireEvent.click(deepClean());
  fireEvent.change(codeField(), { target: { value: 'SPARKLE15' } });
}

async function apply() {
  const before = codeChecks().length;
  fireEvent.click(screen.getByRole('button', { name: 'Apply' }));
  await waitFor(() => expect(codeChecks()).toHaveLength(before + 1));
}

function expectKept() {
  expect(codeField().value).toBe('SPARKLE15');
  expect(deepClean().checked).toBe(true);
  expect(cleaning()).toMatchObject({
    discountCode: null,
    choice: { kind: 'one_off', deep_clean: true },
  });
  expect(applied()).toBeNull();
}

beforeEach(() => {
  planDraftStore.setState({ drafts: {} });
  toasts.length = 0;
  api.answerPlans(PRICE, planAmount({ service: 'cleaning', kind: 'one_off' }));
});

describe('POST /v3/garden/is_discount_expired_with_options (a discount code)', () => {
  jest.setTimeout(15_000);

  it.each<QuickFault>(['500', 'not-json'])(
    'answered %s: a calm message under the field, once (no toast), the code and choices kept; after healing the same Apply applies it',
    async (fault) => {
      api.breakPlans(DISCOUNT, fault);
      await prepare();

      for (let attempt = 1; attempt <= 2; attempt += 1) {
        toasts.length = 0;
        await apply();
        const alert = await screen.findByRole('alert');
        expect(alert.textContent).toBe(MESSAGES[fault]);
        expect(toasts).toEqual([]);
        expectKept();
        expect(document.body.textContent).not.toMatch(RAW_TEXT);
      }
      expect(await bodyOf(codeChecks()[0])).toEqual({
        service: 'cleaning',
        discount_code: 'SPARKLE15',
      });

      api.answerPlans(DISCOUNT, discountCheck());
      await apply();
      await waitFor(() => expect(applied()).not.toBeNull());
      expect(cleaning()).toMatchObject({ discountCode: 'SPARKLE15', choice: { deep_clean: true } });
      expect(screen.queryByRole('alert')).toBeNull();
      // The price is asked again with the accepted code.
      await waitFor(async () => {
        const prices = await Promise.all(api.sentPlans(PRICE).map(bodyOf<PlanOrderBody>));
        expect(prices.some((body) => body.discount_code === 'SPARKLE15')).toBe(true);
      });
    },
  );

  it('answered wrong-shape: the code is not taken as accepted; a calm message, the code and choices kept, and it applies after healing', async () => {
    api.breakPlans(DISCOUNT, 'wrong-shape');
    await prepare();
    await apply();
    expect((await screen.findByRole('alert')).textContent).toBe(MESSAGES['wrong-shape']);
    expect(toasts).toEqual([]);
    expectKept();
    expect(document.body.textContent).not.toMatch(RAW_TEXT);

    api.answerPlans(DISCOUNT, discountCheck());
    await apply();
    await waitFor(() => expect(applied()).not.toBeNull());
    expect(cleaning().discountCode).toBe('SPARKLE15');
  });
});
