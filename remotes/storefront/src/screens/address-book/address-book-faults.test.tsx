/**
 * @jest-environment jest-fixed-jsdom
 */
/**
 * The address book when its list and a deletion break at the network (the e2e chaos cases of
 * `GET marketplace/address` and `DELETE marketplace/address/{id}`), through the real API client.
 */
import { Component, type ReactNode } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { bus } from '@jara/bus';
import type { ToastKind } from '@jara/contracts/bus-events';
import { useParcelProps } from '@jara/parcel/parcel';
import { sessionStore } from '@jara/state/session-store';
import { setUpApiDouble, type CallFault } from '@jara/testing/api-double';
import { aSavedAddress } from '@jara/testing/builders/address';
import { RAW_TEXT } from '@jara/testing/raw-text';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { OFFICE } from '../../testing/address-fixtures';
import { AddressBookScreen } from './address-book-screen';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const api = setUpApiDouble();
// Several round trips on a two-core machine shared with another suite.
jest.setTimeout(15_000);
const SAID = { '500': /trouble right now/, 'not-json': /could not be read/ } as const;
const HOME = aSavedAddress();

/** The parcel's boundary as `createParcel` sets it: a crash renders nothing and goes to the shell. */
class ParcelBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError = () => ({ failed: true });
  override componentDidCatch = (error: Error) => void crashes.push(error);
  override render = () => (this.state.failed ? null : this.props.children);
}

let crashes: Error[] = [];
let toasts: { kind: ToastKind; message: string }[] = [];
let stopListening = () => {};

beforeEach(() => {
  jest.mocked(useParcelProps).mockReturnValue(makeParcelProps());
  sessionStore.getState().signIn('token', 1);
  crashes = [];
  toasts = [];
  stopListening = bus.on('toast:show', (toast) => void toasts.push(toast));
});
afterEach(() => stopListening());

const book = (
  <ParcelBoundary>
    <AddressBookScreen title="Address book" params={{}} />
  </ParcelBoundary>
);
const expectNothingRaw = () => expect(document.body.textContent).not.toMatch(RAW_TEXT);
const settled = (client: QueryClient) => waitFor(() => expect(client.isFetching()).toBe(0));
const card = async (label: string) =>
  within((await screen.findByRole('heading', { name: new RegExp(`^${label}`) })).closest('li')!);

async function expectLoadError() {
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('We could not load your addresses.');
  expect(screen.queryByRole('list', { name: 'Saved addresses' })).toBeNull();
  expectNothingRaw();
  return within(alert).getByRole('button', { name: 'Try again' });
}

describe('GET marketplace/address', () => {
  // The list is checked against the contract's schema: a wrong shape is a calm error like the rest.
  it.each<CallFault>(['500', 'not-json', 'wrong-shape'])(
    'answered %s: a calm error with Try again (again while broken), and Try again after healing shows the addresses',
    async (fault) => {
      api.break('GET marketplace/address', fault);
      const { client } = renderWithQuery(book);

      fireEvent.click(await expectLoadError());
      await settled(client);
      expect(api.sent('GET marketplace/address')).toHaveLength(2);
      api.answer('GET marketplace/address', [HOME, OFFICE]);
      fireEvent.click(await expectLoadError());

      expect(await screen.findByRole('list', { name: 'Saved addresses' })).toBeTruthy();
      expect((await card('Office')).getByText(OFFICE.address)).toBeTruthy();
      // The list is read silently: its failure is the screen's to show, not a toast.
      expect(toasts).toEqual([]);
      expect(crashes).toEqual([]);
    },
  );
});

describe('DELETE marketplace/address/{id}', () => {
  it.each<'500' | 'not-json'>(['500', 'not-json'])(
    'answered %s: a calm message in the dialog, the address kept, and Delete again after healing removes it',
    async (fault) => {
      api.answer('GET marketplace/address', [HOME, OFFICE]);
      api.break('DELETE marketplace/address/{id}', fault);
      renderWithQuery(book);
      fireEvent.click((await card('Office')).getByRole('button', { name: 'Delete Office' }));
      const dialog = within(screen.getByRole('dialog', { name: 'Delete Office?' }));
      fireEvent.click(dialog.getByRole('button', { name: 'Delete address' }));

      expect((await dialog.findByRole('alert')).textContent).toMatch(SAID[fault]);
      expect(toasts).toEqual([{ kind: 'error', message: expect.stringMatching(SAID[fault]) }]);
      expect((await card('Office')).getByText(OFFICE.address)).toBeTruthy();
      expectNothingRaw();

      api.answer('DELETE marketplace/address/{id}', null);
      api.answer('GET marketplace/address', [HOME]);
      fireEvent.click(dialog.getByRole('button', { name: 'Delete address' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await waitFor(() => expect(screen.queryByRole('heading', { name: /^Office/ })).toBeNull());
      expect(await card('Home')).toBeTruthy();
      // Spec 8's own announcement of a deletion, error-style.
      expect(toasts.at(-1)).toEqual({ kind: 'error', message: 'The address has been deleted.' });
      expect(api.sent('DELETE marketplace/address/{id}').map((sent) => sent.url)).toEqual([
        expect.stringMatching(/\/marketplace\/address\/office$/),
        expect.stringMatching(/\/marketplace\/address\/office$/),
      ]);
      expect(crashes).toEqual([]);
    },
  );
});
