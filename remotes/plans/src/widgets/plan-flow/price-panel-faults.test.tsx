/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@jara/bus';
import type { CallFault } from '@jara/testing/api-double';
import { setUpApiDouble } from '@jara/testing/api-double';
import { RAW_TEXT } from '@jara/testing/raw-text';
import { planAmount } from '../../testing/plan-fixtures';
import { renderPlanScreen } from '../../testing/render-plan-screen';
import { CleaningScreen } from '../../screens/cleaning/cleaning-screen';
import { planDraftStore } from '../plan-draft/plan-draft-store';

const PRICE = 'POST plan/generate_amount';

const api = setUpApiDouble();
const requests: Request[] = [];
api.server.events.on('request:start', ({ request }) => void requests.push(request));
const priceAsked = () =>
  requests.filter(
    (request) =>
      request.method === 'POST' && new URL(request.url).pathname === '/plan/generate_amount',
  ).length;
const toasts: string[] = [];
bus.on('toast:show', ({ message }) => void toasts.push(message));

/** The choose step of /cleaning, as the e2e case opens it (`/cleaning?step=choose`). */
const renderChoose = () => renderPlanScreen(<CleaningScreen />, { url: '/cleaning?step=choose' });

async function expectCalmPriceError() {
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('We could not work out the price.');
  expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  expect(screen.queryByTestId('plan-price')).toBeNull();
  expect(document.body.textContent).not.toMatch(RAW_TEXT);
}

/** Try again, then wait for the query to have asked twice more: it retries once by itself. */
async function tryAgainAndWaitForTwoAsks() {
  const before = priceAsked();
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(priceAsked()).toBe(before + 2));
}

beforeEach(() => {
  planDraftStore.setState({ drafts: {} });
  requests.length = 0;
  toasts.length = 0;
});

describe('POST plan/generate_amount (the price panel of the choose step)', () => {
  jest.setTimeout(15_000);

  it.each<CallFault>(['500', 'not-json', 'wrong-shape'])(
    'answered %s: asks once more, then a calm error with Try again; Try again while broken stays calm, and after healing shows the price',
    async (fault) => {
      api.breakPlans(PRICE, fault);
      renderChoose();

      await expectCalmPriceError();
      // The price query asks once more by itself before it gives up.
      expect(priceAsked()).toBe(2);
      // The options are still there to change: only the price failed.
      expect(screen.getByRole('status', { name: 'Bedrooms' }).textContent).toBe('2');

      await tryAgainAndWaitForTwoAsks();
      await expectCalmPriceError();

      api.answerPlans(PRICE, planAmount({ service: 'cleaning', total: 72_000 }));
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      const price = await screen.findByTestId('plan-price');
      expect(price.textContent).toContain('₦72,000');
      expect(price.textContent).toContain('a month');
      expect(screen.queryByRole('alert')).toBeNull();
      expect(document.body.textContent).not.toMatch(RAW_TEXT);
      // A price is background work: its failures never toast.
      expect(toasts).toEqual([]);
    },
  );
});
