/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@jara/bus';
import { setUpApiDouble, type CallFault } from '@jara/testing/api-double';
import { RAW_TEXT } from '@jara/testing/raw-text';
import { queryOf } from '@jara/testing/sent-requests';
import { LEKKI, planAmount, served } from '../../testing/plan-fixtures';
import { renderPlanScreen } from '../../testing/render-plan-screen';
import { CleaningScreen } from '../../screens/cleaning/cleaning-screen';
import { draftOf, planDraftStore } from '../plan-draft/plan-draft-store';

const CHECK = 'GET /v3/website/check_delivery_location';
/** The API client's toast for each fault: the call checks its answer's shape. */
type QuickFault = Exclude<CallFault, 'hang'>;
const TOASTS: Record<QuickFault, string> = {
  '500': 'The server is having trouble right now. Please try again in a moment.',
  'not-json': "The server's answer could not be read. Please try again in a moment.",
  'wrong-shape': "The server's answer could not be read. Please try again in a moment.",
};

const api = setUpApiDouble();
const checks = () => api.sentPlans(CHECK);
const toasts: { kind: string; message: string }[] = [];
bus.on('toast:show', (toast) => void toasts.push(toast));

const cleaning = () => draftOf(planDraftStore.getState(), 'NG', 'cleaning');

/** The shell's location picker, answered at the bus as the shell answers it: Lekki is picked. */
function pickLekkiWhenAsked() {
  const asked: unknown[] = [];
  const off = bus.on('location:pick-requested', (request) => {
    asked.push(request);
    bus.emit('location:pick-settled', { requestId: request.requestId, place: LEKKI });
  });
  return { asked, off };
}

async function expectCalmCheckError() {
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('We could not check this address.');
  expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  // Nothing is asked of an address that was not checked, and the place picked is kept.
  expect(screen.queryByLabelText(/Street and house number/)).toBeNull();
  expect(screen.getByText(LEKKI.address)).toBeTruthy();
  expect(cleaning()).toMatchObject({ place: LEKKI, servedBy: null });
  expect(document.body.textContent).not.toMatch(RAW_TEXT);
}

let picker: ReturnType<typeof pickLekkiWhenAsked>;

beforeEach(() => {
  planDraftStore.setState({ drafts: {} });
  toasts.length = 0;
  picker = pickLekkiWhenAsked();
  api.answerPlans('POST plan/generate_amount', planAmount({ service: 'cleaning', total: 72_000 }));
});

afterEach(() => picker.off());

describe('GET /v3/website/check_delivery_location (the where step)', () => {
  jest.setTimeout(15_000);

  it.each<QuickFault>(['500', 'not-json', 'wrong-shape'])(
    'answered %s: a calm error with Try again and the place kept; Try again while broken stays calm, and after healing says where the team comes',
    async (fault) => {
      api.breakPlans(CHECK, fault);
      renderPlanScreen(<CleaningScreen />, { url: '/cleaning?step=where' });
      fireEvent.click(await screen.findByRole('button', { name: 'Choose the address' }));
      expect(picker.asked).toEqual([
        { requestId: expect.any(String), title: 'Where should we come?', unchecked: true },
      ]);

      await expectCalmCheckError();
      expect(checks()).toHaveLength(1);
      expect(queryOf(checks()[0])).toEqual({
        latitude: String(LEKKI.latitude),
        longitude: String(LEKKI.longitude),
        is_laundry: '0',
        total_price: '72000',
      });
      expect(toasts).toEqual([{ kind: 'error', message: TOASTS[fault] }]);

      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(checks()).toHaveLength(2));
      await expectCalmCheckError();

      api.answerPlans(CHECK, served('Ikoyi'));
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await screen.findByText('We come to Ikoyi.')).toBeTruthy();
      expect(screen.getByLabelText(/Street and house number/)).toBeTruthy();
      expect(cleaning()).toMatchObject({ place: LEKKI, servedBy: 'Ikoyi' });
      expect(screen.queryByRole('alert')).toBeNull();
      expect(document.body.textContent).not.toMatch(RAW_TEXT);
    },
  );
});
