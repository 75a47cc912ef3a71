/**
 * @jest-environment jest-fixed-jsdom
 */
/**
 * "Order again" in the drawer while its call is broken at the network (the e2e chaos case of
 * chaos-mutations.spec.ts): an HTML 500, then a cut-off body; and a success envelope around a
 * cart of the wrong shape. Each time the drawer says so calmly, stays open and leaves the
 * customer's carts as they were, and ordering again works once the call is healed.
 */
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { API_MESSAGES } from '@jara/api/api-messages';
import { bus } from '@jara/bus';
import type { Cart } from '@jara/contracts/entities';
import { ParcelPropsProvider } from '@jara/parcel/parcel';
import { cartKeys } from '@jara/query/cart-queries';
import { cartStore } from '@jara/state/cart-store';
import { sessionStore } from '@jara/state/session-store';
import { setUpApiDouble } from '@jara/testing/api-double';
import { RAW_TEXT } from '@jara/testing/raw-text';
import { ParcelStandIn } from '@jara/testing/load-faults';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { aCart } from '@jara/testing/builders/cart';
import { anOrder } from '@jara/testing/builders/order';
import { bodyOf } from '@jara/testing/sent-requests';
import { OrderTrackingDrawer } from './order-tracking-drawer';

const api = setUpApiDouble();
// The drawer's lazy parts load before the tests, not inside their waits (two suites share two
// cores); the first test of a file still loads the rest.
jest.setTimeout(15_000);
beforeAll(() => import('./order-details'));
const props = makeParcelProps();
const REPEAT = 'POST marketplace/orders/repeat';
const order = anOrder();
/** The customer's carts before: one, from another store. */
const otherCart = aCart({ uuid: 'cart-2', vendor: 'vendor-2', vendor_name: 'Lekki Grill' });

const drawer = () => screen.getByRole('dialog', { name: 'Your orders' });
const orderAgain = () => screen.getByRole('button', { name: 'Order again' });
const toasts: { kind: string; message: string }[] = [];
const opened: { vendorId?: string }[] = [];

/** The drawer opened on a delivered order, the carts as the header's count reads them. */
async function openOrder() {
  api.answer('GET /marketplace/orders/{id}', order);
  const { client } = renderWithQuery(
    <ParcelStandIn onError={props.onError}>
      <ParcelPropsProvider value={props}>
        <OrderTrackingDrawer />
      </ParcelPropsProvider>
    </ParcelStandIn>,
  );
  client.setQueryData<Cart[]>(cartKeys.all, [otherCart]);
  act(() => bus.emit('orders:open-tracking', { orderId: order.uuid }));
  expect(await within(drawer()).findByTestId('order-timeline')).toBeTruthy();
  return client;
}

/** Presses "Order again" and waits until this try has failed (the button is free again). */
async function pressAndFail(client: QueryClient) {
  const before = api.sent(REPEAT).length;
  fireEvent.click(orderAgain());
  await waitFor(() => expect(api.sent(REPEAT)).toHaveLength(before + 1));
  await waitFor(() => expect(client.isMutating()).toBe(0));
}

/** A calm alert, the button free, the drawer open, and the carts as they were. */
async function expectCalmFailureCartsKept(client: QueryClient, message: string) {
  const alert = await within(drawer()).findByRole('alert');
  expect(alert.textContent).toBe(message);
  expect(orderAgain().getAttribute('aria-busy')).toBeNull();
  expect(document.querySelector('[data-remote-fallback]')).toBeNull();
  expect(props.onError).not.toHaveBeenCalled();
  expect(document.body.textContent).not.toMatch(RAW_TEXT);
  expect(client.getQueryData(cartKeys.all)).toEqual([otherCart]);
  expect(cartStore.getState().cartIds).toEqual({});
  expect(cartStore.getState().activeVendorId).toBeNull();
  expect(opened).toEqual([]);
}

/** Healed: the cart joins the customer's carts, active, and the cart drawer takes over. */
async function expectOrderedAgain(client: QueryClient, tries: number) {
  const cart = aCart({ items: order.items });
  api.answer(REPEAT, cart);
  fireEvent.click(orderAgain());
  await waitFor(() => expect(opened).toEqual([{ vendorId: 'vendor-1' }]));
  expect(screen.queryByRole('dialog', { name: 'Your orders' })).toBeNull();
  expect(client.getQueryData(cartKeys.all)).toEqual([otherCart, cart]);
  expect(cartStore.getState().activeVendorId).toBe('vendor-1');
  const bodies = await Promise.all(api.sent(REPEAT).map(bodyOf));
  expect(bodies).toEqual(Array(tries + 1).fill({ order_id: 'order-1' }));
  expect(document.body.textContent).not.toMatch(RAW_TEXT);
}

let offs: (() => void)[] = [];
beforeEach(() => {
  props.onError.mockClear();
  toasts.length = 0;
  opened.length = 0;
  offs = [
    bus.on('toast:show', (toast) => void toasts.push(toast)),
    bus.on('cart:open', (event) => void opened.push(event)),
  ];
  sessionStore.getState().signIn('token', 7, null);
  cartStore.getState().clear();
});
afterEach(() => {
  for (const off of offs) off();
  sessionStore.getState().clear();
});

describe(REPEAT, () => {
  it('answered 500, then not-json: each time a calm message (toast and alert), the carts untouched and the drawer open, and ordering again works once healed', async () => {
    const client = await openOrder();
    const faults = [
      ['500', API_MESSAGES.serverTrouble],
      ['not-json', API_MESSAGES.unreadable],
    ] as const;
    for (const [fault, message] of faults) {
      api.break(REPEAT, fault);
      const before = toasts.length;
      await pressAndFail(client);
      await waitFor(() => expect(toasts).toHaveLength(before + 1));
      expect(toasts.at(-1)).toEqual({ kind: 'error', message });
      await expectCalmFailureCartsKept(client, message);
    }
    await expectOrderedAgain(client, 2);
  });

  it('answered a cart of the wrong shape: a calm message, nothing of it written into the carts, and ordering again works once healed', async () => {
    const client = await openOrder();
    api.break(REPEAT, 'wrong-shape');
    await pressAndFail(client);
    await expectCalmFailureCartsKept(client, API_MESSAGES.unreadable);
    await expectOrderedAgain(client, 1);
  });
});
