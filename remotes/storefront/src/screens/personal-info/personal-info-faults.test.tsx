/**
 * @jest-environment jest-fixed-jsdom
 */
/**
 * The personal info screen when its calls break at the network (the e2e chaos cases of
 * `GET /account/profile` and `POST /account/profile`), through the real API client.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { bus } from '@jara/bus';
import type { ToastKind } from '@jara/contracts/bus-events';
import { useParcelProps } from '@jara/parcel/parcel';
import { sessionStore } from '@jara/state/session-store';
import { setUpApiDouble, type CallFault } from '@jara/testing/api-double';
import { aCustomer } from '@jara/testing/builders/customer';
import { RAW_TEXT } from '@jara/testing/raw-text';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { PersonalInfoScreen } from './personal-info-screen';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const api = setUpApiDouble();
// Several round trips on a two-core machine shared with another suite.
jest.setTimeout(15_000);
/** What the API client says for each fault (its own sentences, never the body). */
const SAID = { '500': /trouble right now/, 'not-json': /could not be read/ } as const;
const NAME = 'Adaeze Okafor-Chaos';
const SAVED = 'Your profile has been updated.';
const ada = aCustomer({ id: 1, name: 'Ada Okafor', phone: '+2348012345678' });

let toasts: { kind: ToastKind; message: string }[] = [];
let stopListening = () => {};

beforeEach(() => {
  jest.mocked(useParcelProps).mockReturnValue(makeParcelProps());
  sessionStore.getState().signIn('token', 1, ada);
  toasts = [];
  stopListening = bus.on('toast:show', (toast) => void toasts.push(toast));
});
afterEach(() => stopListening());

const renderScreen = () =>
  renderWithQuery(<PersonalInfoScreen title="Personal info" params={{}} />);
const expectNothingRaw = () => expect(document.body.textContent).not.toMatch(RAW_TEXT);
const settled = (client: QueryClient) => waitFor(() => expect(client.isFetching()).toBe(0));
const details = async () => within(await screen.findByRole('form', { name: 'Your details' }));

async function expectLoadError() {
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('We could not load your details.');
  expect(screen.queryByRole('form', { name: 'Your details' })).toBeNull();
  expectNothingRaw();
  return within(alert).getByRole('button', { name: 'Try again' });
}

describe('GET /account/profile', () => {
  it.each<CallFault>(['500', 'not-json', 'wrong-shape'])(
    'answered %s: a calm error with Try again (again while broken), and Try again after healing shows the details',
    async (fault) => {
      api.break('GET /account/profile', fault);
      const { client } = renderScreen();

      fireEvent.click(await expectLoadError());
      await settled(client);
      expect(api.sent('GET /account/profile')).toHaveLength(2);
      api.answer('GET /account/profile', ada);
      fireEvent.click(await expectLoadError());

      const form = await details();
      expect(form.getByLabelText<HTMLInputElement>(/^Full name/).value).toBe('Ada Okafor');
      // The profile read is silent: its failure is the screen's to show, not a toast.
      expect(toasts).toEqual([]);
    },
  );
});

describe('POST /account/profile', () => {
  it.each<'500' | 'not-json'>(['500', 'not-json'])(
    'answered %s: a calm message, the typed name kept, and Save again after healing saves it',
    async (fault) => {
      api.answer('GET /account/profile', ada);
      api.break('POST /account/profile', fault);
      renderScreen();
      const form = await details();
      const name = () => form.getByLabelText<HTMLInputElement>(/^Full name/);
      fireEvent.change(name(), { target: { value: NAME } });
      fireEvent.click(form.getByRole('button', { name: 'Save details' }));

      expect((await form.findByRole('alert')).textContent).toMatch(SAID[fault]);
      expect(toasts).toEqual([{ kind: 'error', message: expect.stringMatching(SAID[fault]) }]);
      expect(name().value).toBe(NAME);
      expect(sessionStore.getState().customer?.name).toBe('Ada Okafor');
      expectNothingRaw();

      api.answer('POST /account/profile', { ...ada, name: NAME }, SAVED);
      fireEvent.click(form.getByRole('button', { name: 'Save details' }));
      await waitFor(() => expect(sessionStore.getState().customer?.name).toBe(NAME));
      expect(toasts.at(-1)).toEqual({ kind: 'success', message: SAVED });
      expect(form.queryByRole('alert')).toBeNull();
      expect(name().value).toBe(NAME);
      const sent = api.sent('POST /account/profile');
      expect(sent).toHaveLength(2);
      expect(await sent[1]!.json()).toEqual({
        name: NAME,
        email: 'ada@jara.test',
        phone: '+2348012345678',
      });
    },
  );
});
