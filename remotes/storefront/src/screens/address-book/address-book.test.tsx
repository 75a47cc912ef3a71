/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { API_MESSAGES } from '@jara/api/api-messages';
import { bus } from '@jara/bus';
import { requestLocationPick } from '@jara/bus/location-request';
import type { ToastKind } from '@jara/contracts/bus-events';
import { useParcelProps } from '@jara/parcel/parcel';
import { locationKeys } from '@jara/query/location-queries';
import { sessionStore } from '@jara/state/session-store';
import { setUpApiDouble } from '@jara/testing/api-double';
import { aSavedAddress } from '@jara/testing/builders/address';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { OFFICE } from '../../testing/address-fixtures';
import { AddressBook } from './address-book';

jest.mock('@jara/bus/location-request', () => ({ requestLocationPick: jest.fn() }));
jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const api = setUpApiDouble();
// The first round trip loads the real client and msw: seconds on a two-core machine shared
// with other suites.
jest.setTimeout(15_000);
const ADDRESSES = 'GET marketplace/address';
const UPDATE = 'PUT marketplace/address/{id}';
const DELETE = 'DELETE marketplace/address/{id}';
const HOME = aSavedAddress();

let toasts: { kind: ToastKind; message: string }[] = [];
let stopListening = () => {};

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(useParcelProps).mockReturnValue(makeParcelProps());
  sessionStore.getState().signIn('tok', 1);
  toasts = [];
  stopListening = bus.on('toast:show', (toast) => void toasts.push(toast));
});
afterEach(() => stopListening());

const list = () => screen.findByRole('list', { name: 'Saved addresses' });
const card = async (label: string) =>
  within((await screen.findByRole('heading', { name: new RegExp(`^${label}`) })).closest('li')!);

describe('the address book', () => {
  it('shows a skeleton, then each address with its landmark, phone and the Default mark', async () => {
    api.answer(ADDRESSES, [HOME, OFFICE]);
    renderWithQuery(<AddressBook />);
    expect(screen.getByText('Loading your addresses')).toBeTruthy();
    await list();
    const home = await card('Home');
    expect(home.getByText('Default')).toBeTruthy();
    expect(home.getByText(HOME.address)).toBeTruthy();
    expect(home.getByText('Landmark: Blue gate beside the pharmacy')).toBeTruthy();
    const office = await card('Office');
    expect(office.queryByText('Default')).toBeNull();
    expect(office.getByText('Phone: +234 801 234 5678')).toBeTruthy();
  });

  it('shows hostile text in an address as text', async () => {
    const hostile = '"><img src=x onerror=alert(1)>';
    api.answer(ADDRESSES, [
      aSavedAddress({ label: '<script>alert(1)</script>', landmark: hostile }),
    ]);
    const { container } = renderWithQuery(<AddressBook />);
    expect(
      await screen.findByRole('heading', { name: /<script>alert\(1\)<\/script>/ }),
    ).toBeTruthy();
    expect(screen.getByText(`Landmark: ${hostile}`)).toBeTruthy();
    expect(container.querySelector('img, script')).toBeNull();
  });

  it('offers a retry when the addresses cannot be read', async () => {
    api.drop(ADDRESSES);
    renderWithQuery(<AddressBook />);
    expect(await screen.findByText('We could not load your addresses.')).toBeTruthy();
    api.answer(ADDRESSES, [HOME]);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await card('Home')).toBeTruthy();
  });

  it('says there is nothing yet, and adds the first address through the location picker', async () => {
    api.answer(ADDRESSES, []);
    jest.mocked(requestLocationPick).mockResolvedValue(null);
    renderWithQuery(<AddressBook />);
    expect(await screen.findByText(/You have no saved addresses yet/)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add an address' }));
    await waitFor(() => expect(requestLocationPick).toHaveBeenCalledWith('Where is this address?'));
    // The picker was closed: nothing to fill in.
    expect(screen.queryByRole('form')).toBeNull();
  });

  it('makes another address the default, in the list the checkout reads', async () => {
    const officeFirst = { ...OFFICE, is_default: true };
    api.answer(ADDRESSES, [HOME, OFFICE]);
    api.answer(UPDATE, officeFirst);
    const { client } = renderWithQuery(<AddressBook />);
    const office = await card('Office');
    api.answer(ADDRESSES, [officeFirst, aSavedAddress({ is_default: false })]);
    fireEvent.click(office.getByRole('button', { name: 'Make default Office' }));
    await waitFor(async () => expect((await card('Office')).getByText('Default')).toBeTruthy());
    const [sent] = api.sent(UPDATE);
    expect(sent!.url).toMatch(/\/marketplace\/address\/office$/);
    expect(await sent!.json()).toEqual({ is_default: true });
    const cached = client.getQueryData<(typeof HOME)[]>(locationKeys.savedAddresses());
    expect(cached?.find((each) => each.uuid === 'home')?.is_default).toBe(false);
  });

  it('deletes an address after the confirmation, leaving the toast to the API client', async () => {
    api.answer(ADDRESSES, [HOME, OFFICE]);
    api.answer(DELETE, null);
    renderWithQuery(<AddressBook />);
    const office = await card('Office');
    api.answer(ADDRESSES, [HOME]);
    fireEvent.click(office.getByRole('button', { name: 'Delete Office' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete Office?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Delete address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(api.sent(DELETE).map((sent) => sent.url)).toEqual([
      expect.stringMatching(/\/marketplace\/address\/office$/),
    ]);
    await waitFor(() => expect(screen.queryByRole('heading', { name: /^Office/ })).toBeNull());
    // The client's own announcement of a deletion (spec 8) is the only one: the screen adds none.
    expect(toasts).toEqual([{ kind: 'error', message: API_MESSAGES.addressDeleted }]);
  });

  it('keeps the address and the dialog when the deletion is refused', async () => {
    api.answer(ADDRESSES, [HOME, OFFICE]);
    api.refuse(DELETE, 500, 'Server down.');
    renderWithQuery(<AddressBook />);
    fireEvent.click((await card('Office')).getByRole('button', { name: 'Delete Office' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete Office?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Delete address' }));
    expect(await dialog.findByText('Server down.')).toBeTruthy();
    expect(await card('Office')).toBeTruthy();
  });

  it('keeps the default mark where it was when choosing a default is refused', async () => {
    api.answer(ADDRESSES, [HOME, OFFICE]);
    api.refuse(UPDATE, 422, 'refused');
    renderWithQuery(<AddressBook />);
    const office = await card('Office');
    fireEvent.click(office.getByRole('button', { name: 'Make default Office' }));
    await waitFor(() => expect(api.sent(UPDATE)).toHaveLength(1));
    await waitFor(() =>
      expect(
        office.getByRole('button', { name: 'Make default Office' }).getAttribute('aria-busy'),
      ).toBeNull(),
    );
    expect((await card('Home')).getByText('Default')).toBeTruthy();
  });
});
