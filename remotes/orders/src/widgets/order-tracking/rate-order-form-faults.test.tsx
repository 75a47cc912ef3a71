/**
 * @jest-environment jest-fixed-jsdom
 */
/**
 * Rating an order in the drawer while the call is broken at the network (the e2e chaos case of
 * chaos-mutations.spec.ts): an HTML 500, then a cut-off body. Each time the drawer says so
 * calmly (the API client's toast and the form's own alert), the stars and the comment stay,
 * and the same rating goes through once the call is healed.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API_MESSAGES } from '@jara/api/api-messages';
import { bus } from '@jara/bus';
import { ParcelPropsProvider } from '@jara/parcel/parcel';
import { sessionStore } from '@jara/state/session-store';
import { setUpApiDouble, type CallFault } from '@jara/testing/api-double';
import { RAW_TEXT } from '@jara/testing/raw-text';
import { ParcelStandIn } from '@jara/testing/load-faults';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { anOrder } from '@jara/testing/builders/order';
import { bodyOf } from '@jara/testing/sent-requests';
import { OrderTrackingDrawer } from './order-tracking-drawer';

const api = setUpApiDouble();
// The drawer's lazy parts load before the tests, not inside their waits (two suites share two
// cores); the first test of a file still loads the rest.
jest.setTimeout(15_000);
beforeAll(() => import('./order-details'));
const props = makeParcelProps();
const RATE = 'POST /marketplace/feedback/{vendorId}/order/{orderId}';
const COMMENT = 'The suya came hot, thank you.';
/** The faults of the e2e mutation cases, and what the API client says for each. */
const FAULTS: [CallFault, string][] = [
  ['500', API_MESSAGES.serverTrouble],
  ['not-json', API_MESSAGES.unreadable],
];
const order = anOrder();

const drawer = () => screen.getByRole('dialog', { name: 'Your orders' });
const toasts: { kind: string; message: string }[] = [];

/** The drawer opened on the order, as the bell or the history list opens it. */
async function openOrder() {
  api.answer('GET /marketplace/orders/{id}', order);
  const rendered = renderWithQuery(
    <ParcelStandIn onError={props.onError}>
      <ParcelPropsProvider value={props}>
        <OrderTrackingDrawer />
      </ParcelPropsProvider>
    </ParcelStandIn>,
  );
  act(() => bus.emit('orders:open-tracking', { orderId: order.uuid }));
  expect(await within(drawer()).findByTestId('order-timeline')).toBeTruthy();
  return rendered;
}

/** Acts, and waits for the failure's toast: this try's, not the last one's. */
async function actAndFail(press: () => void, message: string) {
  const before = toasts.length;
  press();
  await waitFor(() => expect(toasts).toHaveLength(before + 1));
  expect(toasts.at(-1)).toEqual({ kind: 'error', message });
}

/** The widget's own alert says it calmly too, and nothing raw shows anywhere. */
async function expectCalmFailure(message: string) {
  const alert = await within(drawer()).findByRole('alert');
  expect(alert.textContent).toBe(message);
  expect(document.querySelector('[data-remote-fallback]')).toBeNull();
  expect(props.onError).not.toHaveBeenCalled();
  expect(document.body.textContent).not.toMatch(RAW_TEXT);
}

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

describe(RATE, () => {
  const send = () => fireEvent.click(screen.getByRole('button', { name: 'Send rating' }));

  it('answered 500, then not-json: each time a calm message with the stars and the comment kept, and the same rating goes through once healed', async () => {
    await openOrder();
    within(drawer()).getByRole('group', { name: 'How was Mama Put Kitchen?' });
    fireEvent.click(screen.getByRole('radio', { name: '4 stars' }));
    fireEvent.change(screen.getByLabelText('Comment (optional)'), { target: { value: COMMENT } });

    for (const [fault, message] of FAULTS) {
      api.break(RATE, fault);
      await actAndFail(send, message);
      await expectCalmFailure(message);
      expect(screen.getByLabelText<HTMLInputElement>('Comment (optional)').value).toBe(COMMENT);
      expect(screen.getByRole<HTMLInputElement>('radio', { name: '4 stars' }).checked).toBe(true);
      const button = screen.getByRole('button', { name: 'Send rating' });
      await waitFor(() => expect(button.getAttribute('aria-busy')).toBeNull());
      expect(screen.queryByTestId('order-rating')).toBeNull();
    }

    api.answer(RATE, {
      id: 1,
      rating: 4,
      comment: COMMENT,
      customer_name: 'Ada O.',
      created_at: '2025-03-01T13:00:00Z',
    });
    send();
    expect((await within(drawer()).findByTestId('order-rating')).textContent).toContain(COMMENT);
    expect(screen.queryByRole('button', { name: 'Send rating' })).toBeNull();
    const sent = api.sent(RATE);
    expect(sent.map((request) => new URL(request.url).pathname)).toEqual(
      Array(3).fill('/api/marketplace/feedback/vendor-1/order/order-1'),
    );
    const bodies = await Promise.all(sent.map(bodyOf));
    expect(bodies).toEqual(Array(3).fill({ rating: 4, comment: COMMENT }));
  });
});
