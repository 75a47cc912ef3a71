/**
 * @jest-environment jest-fixed-jsdom
 */
/**
 * The drawer's loads with their call broken at the network (the e2e chaos cases of
 * chaos-orders.spec.ts): an HTML 500, a cut-off body, a success envelope around data of the
 * wrong shape. Each is a calm error with "Try again" inside the drawer (never the remote's
 * fallback, never raw text), a retry that fails again stays calm, and a retry after healing
 * shows the list or the order.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@jara/bus';
import type { Order } from '@jara/contracts/entities';
import { ParcelPropsProvider } from '@jara/parcel/parcel';
import { sessionStore } from '@jara/state/session-store';
import { setUpApiDouble, type CallFault } from '@jara/testing/api-double';
import { RAW_TEXT } from '@jara/testing/raw-text';
import { ParcelStandIn } from '@jara/testing/load-faults';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { anOrder } from '@jara/testing/builders/order';
import { OrderTrackingDrawer } from './order-tracking-drawer';

const api = setUpApiDouble();
// The drawer's lazy parts load before the tests, not inside their waits (two suites share two
// cores); the first test of a file still loads the rest.
jest.setTimeout(15_000);
beforeAll(() => Promise.all([import('./orders-tabs'), import('./order-details')]));
const props = makeParcelProps();
const HISTORY = 'GET /marketplace/orders/history';
const DETAILS = 'GET /marketplace/orders/{id}';
const order = anOrder();

/** Each fault first, then the next one on the first "Try again". */
const FAULTS: [CallFault, CallFault][] = [
  ['500', 'not-json'],
  ['not-json', 'wrong-shape'],
  ['wrong-shape', '500'],
];

const historyPage = (items: Order[]) => ({ items, page: 1, per_page: 5, total: 1, last_page: 1 });
const drawer = () => screen.getByRole('dialog', { name: 'Your orders' });
const toasts: string[] = [];

function openDrawer() {
  const rendered = renderWithQuery(
    <ParcelStandIn onError={props.onError}>
      <ParcelPropsProvider value={props}>
        <OrderTrackingDrawer />
      </ParcelPropsProvider>
    </ParcelStandIn>,
  );
  act(() => bus.emit('orders:open-tracking', {}));
  return rendered;
}

async function openHistoryTab() {
  const rendered = openDrawer();
  fireEvent.click(await within(drawer()).findByRole('tab', { name: 'History' }));
  return rendered;
}

/** The drawer's own error state, with a retry, and nothing raw anywhere (toasts included). */
async function expectCalmError(message: string) {
  const alert = await within(drawer()).findByRole('alert');
  expect(alert.textContent).toContain(message);
  expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  expect(document.querySelector('[data-remote-fallback]')).toBeNull();
  expect(props.onError).not.toHaveBeenCalled();
  expect(document.body.textContent).not.toMatch(RAW_TEXT);
  for (const toast of toasts) expect(toast).not.toMatch(RAW_TEXT);
}

/** "Try again" sends the call again; the test goes on once every read has settled. */
async function tryAgain(sent: () => number, client: { isFetching: () => number }) {
  const before = sent();
  fireEvent.click(within(drawer()).getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(sent()).toBeGreaterThan(before));
  await waitFor(() => expect(client.isFetching()).toBe(0));
}

let offToasts: () => void;
beforeEach(() => {
  props.onError.mockClear();
  toasts.length = 0;
  offToasts = bus.on('toast:show', ({ message }) => void toasts.push(message));
  sessionStore.getState().signIn('token', 7, null);
});
afterEach(() => {
  offToasts();
  sessionStore.getState().clear();
});

describe(HISTORY, () => {
  beforeEach(() => api.answer('GET /marketplace/orders/active', []));

  it.each(FAULTS)(
    'answered %s (then %s on Try again): a calm error with Try again in the History tab each time, and Try again after healing lists the past orders',
    async (first, next) => {
      api.break(HISTORY, first);
      const { client } = await openHistoryTab();
      await expectCalmError('We could not load your past orders.');
      expect(screen.queryAllByTestId('past-order')).toHaveLength(0);

      api.break(HISTORY, next);
      await tryAgain(() => api.sent(HISTORY).length, client);
      await expectCalmError('We could not load your past orders.');

      api.answer(HISTORY, historyPage([order]));
      await tryAgain(() => api.sent(HISTORY).length, client);
      const row = await within(drawer()).findByTestId('past-order');
      expect(within(row).getByRole('button', { name: 'Mama Put Kitchen' })).toBeTruthy();
      expect(within(drawer()).queryByRole('alert')).toBeNull();
      expect(document.querySelector('[data-remote-fallback]')).toBeNull();
      expect(api.sent(HISTORY)).toHaveLength(3);
    },
  );
});

describe(DETAILS, () => {
  const detailsSent = () =>
    api.sent(DETAILS).filter((request) => new URL(request.url).pathname.endsWith('/order-1'))
      .length;
  // `{id}` would catch the lists' paths too: they are answered after it, so they come first.
  const serveLists = () => {
    api.answer('GET /marketplace/orders/active', []);
    api.answer(HISTORY, historyPage([order]));
  };

  it.each(FAULTS)(
    'answered %s (then %s on Try again): a calm error with Try again in the drawer each time, and Try again after healing shows the order and its timeline',
    async (first, next) => {
      api.break(DETAILS, first);
      serveLists();
      const { client } = await openHistoryTab();
      fireEvent.click(await within(drawer()).findByRole('button', { name: 'Mama Put Kitchen' }));
      await expectCalmError('We could not load this order.');
      expect(screen.getByRole('button', { name: /Back to orders/ })).toBeTruthy();

      api.break(DETAILS, next);
      serveLists();
      await tryAgain(detailsSent, client);
      await expectCalmError('We could not load this order.');

      api.answer(DETAILS, order);
      serveLists();
      await tryAgain(detailsSent, client);
      expect(await within(drawer()).findByTestId('order-timeline')).toBeTruthy();
      expect(screen.getByRole('heading', { name: 'Order JR-MPK001' })).toBeTruthy();
      expect(within(drawer()).queryByRole('alert')).toBeNull();
      expect(document.querySelector('[data-remote-fallback]')).toBeNull();
      expect(detailsSent()).toBe(3);
    },
  );
});
