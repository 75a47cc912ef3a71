/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@jara/bus';
import { getQueryClient } from '@jara/query/query-client';
import { setUpApiDouble } from '@jara/testing/api-double';
import { RAW_TEXT } from '@jara/testing/raw-text';
import { sessionStore } from '@jara/state/session-store';
import { PlansApp } from '../../app/plans-app';
import { makeCatalogue } from '../../testing/catalogue-fixtures';
import { makePlanParcelProps } from '../../testing/render-plan-screen';
import { createParcel } from '@jara/parcel/parcel';

const PLANS = 'GET v3/website/plans';
const UNREADABLE = "The server's answer could not be read. Please try again in a moment.";
const TOASTS = {
  '500': 'The server is having trouble right now. Please try again in a moment.',
  'not-json': UNREADABLE,
  // The catalogue is checked against the contract's schema: a wrong shape is unreadable too.
  'wrong-shape': UNREADABLE,
};

const api = setUpApiDouble();
let catalogueAsked = 0;
api.server.events.on('request:start', ({ request }) => {
  if (new URL(request.url).pathname === '/v3/website/plans') catalogueAsked += 1;
});
const toasts: { kind: string; message: string }[] = [];
bus.on('toast:show', (toast) => void toasts.push(toast));

/**
 * The plans remote as the shell mounts it on /subscription: its own parcel (error boundary, the
 * page's one QueryClient), router and lazy screen.
 */
const parcel = createParcel(PlansApp);
let props: ReturnType<typeof makePlanParcelProps>;
let domElement: HTMLElement;

// The parcel mounts its own React root as the shell does, outside act(); testing-library's
// events still wrap themselves in act().
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

/** What single-spa hands the parcel's lifecycles: the shell's props, a name and its element. */
const lifecycleProps = () =>
  ({ ...props, name: 'plans', domElement }) as unknown as Parameters<typeof parcel.mount>[0];

async function mountPlans() {
  domElement = document.body.appendChild(document.createElement('div'));
  await parcel.bootstrap(lifecycleProps());
  await parcel.mount(lifecycleProps());
}

async function unmountPlans() {
  await parcel.unmount(lifecycleProps());
  domElement.remove();
}

async function expectCalmError() {
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('We could not load the plans.');
  expect(within(alert).getByRole('button', { name: 'Try again' })).toBeTruthy();
  expect(document.body.textContent).not.toMatch(RAW_TEXT);
  expect(props.onError).not.toHaveBeenCalled();
}

const loaded = () => screen.findByRole('button', { name: 'Choose Weekly home' });

beforeEach(async () => {
  window.history.replaceState(null, '', '/subscription');
  sessionStore.getState().clear();
  getQueryClient().clear();
  props = makePlanParcelProps('/subscription');
  catalogueAsked = 0;
  toasts.length = 0;
});

afterEach(() => unmountPlans());

describe('GET v3/website/plans (/subscription)', () => {
  jest.setTimeout(15_000);

  it.each(['500', 'not-json', 'wrong-shape'] as const)(
    'answered %s: a calm error with Try again in the screen; Try again while broken stays calm, and after healing shows the plans',
    async (fault) => {
      api.breakPlans(PLANS, fault);
      await mountPlans();
      await expectCalmError();
      expect(catalogueAsked).toBe(1);
      expect(toasts).toEqual([{ kind: 'error', message: TOASTS[fault] }]);
      // The rest of the screen stands: the heading and the plan sign-in.
      expect(screen.getByRole('button', { name: 'Sign in to see your plan' })).toBeTruthy();

      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(catalogueAsked).toBe(2));
      await expectCalmError();

      api.answerPlans(PLANS, makeCatalogue('NG'));
      fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(await loaded()).toBeTruthy();
      expect(screen.getByRole('region', { name: 'Laundry plans' })).toBeTruthy();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(document.body.textContent).not.toMatch(RAW_TEXT);
    },
  );
});
