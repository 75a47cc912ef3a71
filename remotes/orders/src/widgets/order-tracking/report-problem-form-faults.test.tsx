/**
 * @jest-environment jest-fixed-jsdom
 */
/**
 * Reporting a problem in the drawer while the call is broken at the network: an HTML 500, a
 * cut-off body, a success envelope around an order of the wrong shape, no connection at all, no
 * answer.
 * Each time the drawer says so calmly, the report stays as chosen and nothing is shown as
 * reported, and the same report goes through once the call is healed.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@jara/bus';
import { API_REQUEST_TIMEOUT_MS } from '@jara/contracts/constants';
import type { Order } from '@jara/contracts/entities';
import { CONNECTION_PROBLEM } from '@jara/forms/apply-api-errors';
import { ParcelPropsProvider } from '@jara/parcel/parcel';
import { sessionStore } from '@jara/state/session-store';
import { setUpApiDouble, type CallFault } from '@jara/testing/api-double';
import { anOrder } from '@jara/testing/builders/order';
import { aSupportCase } from '@jara/testing/builders/support-case';
import { ParcelStandIn } from '@jara/testing/load-faults';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { RAW_TEXT } from '@jara/testing/raw-text';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { bodyOf } from '@jara/testing/sent-requests';
import { OrderTrackingDrawer } from './order-tracking-drawer';

const api = setUpApiDouble();
// The drawer's lazy parts load before the tests, not inside their waits (two suites share two
// cores); the first test of a file still loads the rest.
jest.setTimeout(15_000);
beforeAll(() => import('./order-details'));
const props = makeParcelProps();
const REPORT = 'POST /marketplace/orders/{id}/problems';
const NOTE = 'The zobo never came.';

/** anOrder, delivered a few minutes ago: inside the report window. */
function deliveredJustNow(): Order {
  const order = anOrder();
  const at = new Date(Date.now() - 5 * 60_000).toISOString();
  return {
    ...order,
    status_history: order.status_history.map((change) =>
      change.status === 'completed' ? { ...change, at } : change,
    ),
  };
}

const drawer = () => screen.getByRole('dialog', { name: 'Your orders' });
const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send report' }));
const zobo = () => screen.getByRole<HTMLSelectElement>('combobox', { name: /Zobo/ });
const note = () =>
  screen.getByLabelText<HTMLTextAreaElement>('Anything else we should know? (optional)');

async function openForm(order: Order) {
  api.answer('GET /marketplace/orders/{id}', order);
  renderWithQuery(
    <ParcelStandIn onError={props.onError}>
      <ParcelPropsProvider value={props}>
        <OrderTrackingDrawer />
      </ParcelPropsProvider>
    </ParcelStandIn>,
  );
  act(() => bus.emit('orders:open-tracking', { orderId: order.uuid }));
  fireEvent.click(await within(drawer()).findByRole('button', { name: 'Report a problem' }));
}

const toasts: { kind: string; message: string }[] = [];
let offToasts: () => void;
beforeEach(() => {
  props.onError.mockClear();
  toasts.length = 0;
  offToasts = bus.on('toast:show', (toast) => void toasts.push(toast));
  sessionStore.getState().signIn('token', 7, null);
});
afterEach(() => {
  offToasts();
  sessionStore.getState().clear();
});

describe(REPORT, () => {
  it('broken three ways and offline: each time a calm message with the report kept, and the same report goes through once healed', async () => {
    const order = deliveredJustNow();
    await openForm(order);
    fireEvent.change(zobo(), { target: { value: 'missing' } });
    fireEvent.change(note(), { target: { value: NOTE } });

    const faults: (CallFault | 'offline')[] = ['500', 'not-json', 'wrong-shape', 'offline'];
    for (const fault of faults) {
      if (fault === 'offline') api.drop(REPORT);
      else api.break(REPORT, fault);
      const before = api.sent(REPORT).length;
      send();
      await waitFor(() => expect(api.sent(REPORT)).toHaveLength(before + 1));
      const alert = await within(drawer()).findByRole('alert');
      const said = fault === 'offline' ? CONNECTION_PROBLEM : toasts.at(-1)?.message;
      await waitFor(() => expect(alert.textContent).toBe(said));
      const button = screen.getByRole('button', { name: 'Send report' });
      await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
      expect(zobo().value).toBe('missing');
      expect(note().value).toBe(NOTE);
      expect(screen.queryByTestId('order-problem-case')).toBeNull();
      expect(document.querySelector('[data-remote-fallback]')).toBeNull();
      expect(props.onError).not.toHaveBeenCalled();
      expect(document.body.textContent).not.toMatch(RAW_TEXT);
    }

    api.answer(REPORT, { ...order, support_case: aSupportCase() });
    send();
    expect(await within(drawer()).findByTestId('order-problem-case')).toBeTruthy();
    const bodies = await Promise.all(api.sent(REPORT).map(bodyOf));
    expect(bodies).toEqual(
      Array(faults.length + 1).fill({
        items: [{ item_uuid: 'item-2', problem: 'missing' }],
        late: false,
        note: NOTE,
      }),
    );
  });

  it('left unanswered: told once the client gives up, the report kept', async () => {
    // Only the held request needs the clock: the client's timeout is a page timer. msw settles
    // an aborted request in a microtask, which must stay real.
    jest.useFakeTimers({ advanceTimers: true, doNotFake: ['queueMicrotask'] });
    try {
      await openForm(deliveredJustNow());
      api.break(REPORT, 'hang');
      fireEvent.change(zobo(), { target: { value: 'spoiled' } });
      send();
      await act(() => jest.advanceTimersByTimeAsync(API_REQUEST_TIMEOUT_MS - 1_000));
      expect(screen.queryByRole('alert')).toBeNull();
      await act(() => jest.advanceTimersByTimeAsync(2_000));
      const alert = await within(drawer()).findByRole('alert');
      expect(alert.textContent).toBe(CONNECTION_PROBLEM);
      expect(zobo().value).toBe('spoiled');
      expect(document.body.textContent).not.toMatch(RAW_TEXT);
    } finally {
      jest.useRealTimers();
    }
  });
});
