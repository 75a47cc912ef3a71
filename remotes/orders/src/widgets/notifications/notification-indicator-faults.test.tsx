/**
 * @jest-environment jest-fixed-jsdom
 */
/**
 * The bell's panel with its call broken at the network (the e2e chaos case of
 * chaos-orders.spec.ts): an HTML 500, a cut-off body, a success envelope around data of the
 * wrong shape. The call is silent (no toast) and shape-checked, so each is the panel's own calm
 * error with "Try again", never the remote's fallback or raw text; a retry after healing lists
 * the notifications.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@jara/bus';
import type { AppNotification } from '@jara/contracts/entities';
import { ParcelPropsProvider } from '@jara/parcel/parcel';
import { sessionStore } from '@jara/state/session-store';
import { setUpApiDouble, type CallFault } from '@jara/testing/api-double';
import { RAW_TEXT } from '@jara/testing/raw-text';
import { ParcelStandIn } from '@jara/testing/load-faults';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { NotificationIndicator } from './notification-indicator';

const api = setUpApiDouble();
// The first test of a file loads what the bell needs; two suites share two cores.
jest.setTimeout(15_000);
const props = makeParcelProps();
const NOTIFICATIONS = 'GET account/notifications';

/** Each fault first, then the next one on the first "Try again". */
const FAULTS: [CallFault, CallFault][] = [
  ['500', 'not-json'],
  ['not-json', 'wrong-shape'],
  ['wrong-shape', '500'],
];

const note: AppNotification = {
  uuid: 'n1',
  title: 'Your order is on the way',
  body: 'Mama Put Kitchen handed it to the rider.',
  order_uuid: 'order-1',
  read_at: null,
  created_at: new Date(Date.now() - 5 * 60 * 1000).toISOString(),
};
const panel = () => screen.getByRole('region', { name: 'Notifications' });
const toasts: string[] = [];

function renderBell() {
  return renderWithQuery(
    <ParcelStandIn onError={props.onError}>
      <ParcelPropsProvider value={props}>
        <NotificationIndicator />
      </ParcelPropsProvider>
    </ParcelStandIn>,
  );
}

/** The panel's own error state, with a retry, and nothing raw anywhere. */
async function expectCalmError() {
  const alert = await within(panel()).findByRole('alert');
  expect(alert.textContent).toContain('We could not load your notifications.');
  expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  expect(document.querySelector('[data-remote-fallback]')).toBeNull();
  expect(props.onError).not.toHaveBeenCalled();
  expect(document.body.textContent).not.toMatch(RAW_TEXT);
}

/** "Try again" sends the call again; the test goes on once every read has settled. */
async function tryAgain(client: { isFetching: () => number }) {
  const before = api.sent(NOTIFICATIONS).length;
  fireEvent.click(within(panel()).getByRole('button', { name: 'Try again' }));
  await waitFor(() => expect(api.sent(NOTIFICATIONS).length).toBeGreaterThan(before));
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

describe(NOTIFICATIONS, () => {
  it.each(FAULTS)(
    'answered %s (then %s on Try again): a calm error with Try again in the panel each time, and Try again after healing lists the notifications',
    async (first, next) => {
      api.break(NOTIFICATIONS, first);
      const { client } = renderBell();
      await waitFor(() => expect(api.sent(NOTIFICATIONS)).toHaveLength(1));
      await waitFor(() => expect(client.isFetching()).toBe(0));
      fireEvent.click(screen.getByRole('button', { name: 'Notifications' }));
      await expectCalmError();
      expect(within(panel()).queryByRole('listitem')).toBeNull();

      api.break(NOTIFICATIONS, next);
      await tryAgain(client);
      await expectCalmError();

      api.answer(NOTIFICATIONS, { notifications: [note], total: 1 });
      api.answer('POST account/notifications/read', {
        notifications: [{ ...note, read_at: new Date().toISOString() }],
        total: 0,
      });
      await tryAgain(client);
      const item = await within(panel()).findByRole('listitem');
      expect(item.textContent).toContain('Your order is on the way');
      expect(within(panel()).queryByRole('alert')).toBeNull();
      expect(document.querySelector('[data-remote-fallback]')).toBeNull();
      expect(document.body.textContent).not.toMatch(RAW_TEXT);
      // A background call: its failures are the panel's to explain, never a toast.
      expect(toasts).toEqual([]);
    },
  );
});
