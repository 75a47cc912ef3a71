/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@jara/bus';
import { sessionStore } from '@jara/state/session-store';
import { setUpApiDouble, type CallFault } from '@jara/testing/api-double';
import { RAW_TEXT } from '@jara/testing/raw-text';
import { bodyOf } from '@jara/testing/sent-requests';
import { LEKKI, planAmount } from '../../testing/plan-fixtures';
import { renderPlanScreen } from '../../testing/render-plan-screen';
import { CleaningScreen } from '../../screens/cleaning/cleaning-screen';
import { draftKey, draftOf, planDraftStore } from '../plan-draft/plan-draft-store';
import { firstStartDate } from './flow-steps';
import { openPaymentPage } from './open-payment-page';

// Leaving the site is its own module so a test can watch it; the API client is the real one.
jest.mock('./open-payment-page');

const LINK_CALL = 'POST v3/website/onboarding/{customerId}/generate_payment_link';
const IKOYI = { ...LEKKI, address: 'Ikoyi' };
const LINK = { payment_link: 'https://pay.jara.test/hosted/PAY-7', reference: 'PAY-7' };

const api = setUpApiDouble();
const linkRequests = () => api.sentPlans(LINK_CALL);
const toasts: { kind: string; message: string }[] = [];
bus.on('toast:show', (toast) => void toasts.push(toast));

/** The e2e case's draft: two bedrooms and two bathrooms every week, at a served address. */
function answeredEveryStep() {
  planDraftStore.getState().update(draftKey('NG', 'cleaning'), 'cleaning', {
    choice: {
      service: 'cleaning',
      kind: 'plan',
      bedrooms: 2,
      bathrooms: 2,
      frequency: 'weekly',
      deep_clean: false,
    },
    place: IKOYI,
    servedBy: 'Ikoyi',
    street: '12 Admiralty Way',
    landmark: 'Blue gate',
    startDate: firstStartDate(),
  });
}

async function expectCalmFailure() {
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('An error occurred');
  expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  expect(openPaymentPage).not.toHaveBeenCalled();
  // What was chosen and typed is all still there.
  const summary = screen.getByTestId('plan-summary').textContent;
  expect(summary).toContain('2 bedrooms, 2 bathrooms, every week');
  expect(summary).toContain('12 Admiralty Way, Ikoyi');
  expect(summary).toContain('LandmarkBlue gate');
  expect(screen.getByText('Signed in as Bisi Ade')).toBeTruthy();
  expect(document.body.textContent).not.toMatch(RAW_TEXT);
}

async function press(name: string) {
  const before = linkRequests().length;
  fireEvent.click(screen.getByRole('button', { name }));
  await waitFor(() => expect(linkRequests()).toHaveLength(before + 1));
}

beforeEach(() => {
  jest.mocked(openPaymentPage).mockClear();
  planDraftStore.setState({ drafts: {} });
  sessionStore.getState().clear();
  sessionStore
    .getState()
    .signInToPlans('plan-token', 7, { id: 7, name: 'Bisi Ade', email: 'b@a.co', phone: '0803' });
  toasts.length = 0;
  answeredEveryStep();
  api.answerPlans('POST plan/generate_amount', planAmount({ service: 'cleaning', total: 72_000 }));
});

describe('POST v3/website/onboarding/{customerId}/generate_payment_link (Pay on the review step)', () => {
  jest.setTimeout(15_000);

  it.each<[CallFault, string[]]>([
    ['500', ['An error occurred']],
    ['not-json', ['An error occurred']],
    // The envelope says success: no toast, and a link that is not a web address is never followed.
    ['wrong-shape', []],
  ])(
    'answered %s: "An error occurred" with Try again, the plan kept; Try again while broken stays calm, and after healing leaves for the hosted page',
    async (fault, toastMessages) => {
      api.breakPlans(LINK_CALL, fault);
      renderPlanScreen(<CleaningScreen />, { url: '/cleaning?step=review' });
      const before = draftOf(planDraftStore.getState(), 'NG', 'cleaning');

      await waitFor(() =>
        expect(screen.getByRole('button', { name: 'Pay ₦72,000' }).hasAttribute('disabled')).toBe(
          false,
        ),
      );
      await press('Pay ₦72,000');
      await expectCalmFailure();
      expect(toasts.map(({ message }) => message)).toEqual(toastMessages);

      await press('Try again');
      await expectCalmFailure();
      expect(draftOf(planDraftStore.getState(), 'NG', 'cleaning')).toBe(before);

      api.answerPlans(LINK_CALL, LINK);
      await press('Try again');
      await waitFor(() => expect(openPaymentPage).toHaveBeenCalledWith(LINK.payment_link));
      expect(screen.queryByRole('alert')).toBeNull();

      const sent = linkRequests().at(-1)!;
      expect(new URL(sent.url).pathname).toBe('/v3/website/onboarding/7/generate_payment_link');
      expect(sent.headers.get('authorization')).toBe('Bearer plan-token');
      expect(await bodyOf(sent)).toMatchObject({
        service: 'cleaning',
        bedrooms: 2,
        bathrooms: 2,
        frequency: 'weekly',
        address: '12 Admiralty Way, Ikoyi',
        drop_off: {
          street: '12 Admiralty Way',
          building: null,
          landmark: 'Blue gate',
          phone: null,
          instructions: null,
        },
        start_date: firstStartDate(),
      });
      // Every try was the same attempt: the server answers one payment link for all of them.
      const keys = await Promise.all(
        linkRequests().map(
          async (request) => (await bodyOf<{ idempotency_key?: string }>(request)).idempotency_key,
        ),
      );
      expect(keys).toHaveLength(3);
      expect(new Set(keys).size).toBe(1);
      expect(keys[0]).toEqual(expect.any(String));
    },
  );
});
