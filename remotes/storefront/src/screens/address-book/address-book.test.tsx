import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { deleteAddress, getAddresses, updateAddress } from '@jara/api/addresses';
import { ApiError } from '@jara/api/api-error';
import { requestLocationPick } from '@jara/bus/location-request';
import { notify } from '@jara/bus/toast';
import { useParcelProps } from '@jara/parcel/parcel';
import { locationKeys } from '@jara/query/location-queries';
import { sessionStore } from '@jara/state/session-store';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { anAddress, OFFICE } from './address-fixtures';
import { AddressBook } from './address-book';

jest.mock('@jara/api/addresses', () => ({
  getAddresses: jest.fn(),
  createAddress: jest.fn(),
  updateAddress: jest.fn(),
  deleteAddress: jest.fn(),
}));
jest.mock('@jara/bus/location-request', () => ({ requestLocationPick: jest.fn() }));
jest.mock('@jara/bus/toast', () => ({ notify: { success: jest.fn(), error: jest.fn() } }));
jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const HOME = anAddress();

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(useParcelProps).mockReturnValue(makeParcelProps());
  sessionStore.getState().signIn('tok', 1);
});

const list = () => screen.findByRole('list', { name: 'Saved addresses' });
const card = async (label: string) =>
  within((await screen.findByRole('heading', { name: new RegExp(`^${label}`) })).closest('li')!);

describe('the address book', () => {
  it('shows a skeleton, then each address with its landmark, phone and the Default mark', async () => {
    jest.mocked(getAddresses).mockResolvedValue([HOME, OFFICE]);
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
    jest
      .mocked(getAddresses)
      .mockResolvedValue([anAddress({ label: '<script>alert(1)</script>', landmark: hostile })]);
    const { container } = renderWithQuery(<AddressBook />);
    expect(
      await screen.findByRole('heading', { name: /<script>alert\(1\)<\/script>/ }),
    ).toBeTruthy();
    expect(screen.getByText(`Landmark: ${hostile}`)).toBeTruthy();
    expect(container.querySelector('img, script')).toBeNull();
  });

  it('offers a retry when the addresses cannot be read', async () => {
    jest.mocked(getAddresses).mockRejectedValueOnce(new Error('down')).mockResolvedValue([HOME]);
    renderWithQuery(<AddressBook />);
    expect(await screen.findByText('We could not load your addresses.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await card('Home')).toBeTruthy();
  });

  it('says there is nothing yet, and adds the first address through the location picker', async () => {
    jest.mocked(getAddresses).mockResolvedValue([]);
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
    jest
      .mocked(getAddresses)
      .mockResolvedValueOnce([HOME, OFFICE])
      .mockResolvedValue([officeFirst, { ...HOME, is_default: false }]);
    jest.mocked(updateAddress).mockResolvedValue(officeFirst);
    const { client } = renderWithQuery(<AddressBook />);
    fireEvent.click((await card('Office')).getByRole('button', { name: 'Make default Office' }));
    await waitFor(async () => expect((await card('Office')).getByText('Default')).toBeTruthy());
    expect(updateAddress).toHaveBeenCalledWith('office', { is_default: true });
    const cached = client.getQueryData<(typeof HOME)[]>(locationKeys.savedAddresses());
    expect(cached?.find((each) => each.uuid === 'home')?.is_default).toBe(false);
  });

  it('deletes an address after the confirmation, leaving the toast to the API client', async () => {
    jest.mocked(getAddresses).mockResolvedValueOnce([HOME, OFFICE]).mockResolvedValue([HOME]);
    jest.mocked(deleteAddress).mockResolvedValue(null);
    renderWithQuery(<AddressBook />);
    fireEvent.click((await card('Office')).getByRole('button', { name: 'Delete Office' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete Office?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Delete address' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(deleteAddress).toHaveBeenCalledWith('office');
    expect(screen.queryByRole('heading', { name: /^Office/ })).toBeNull();
    expect(notify.success).not.toHaveBeenCalled();
    expect(notify.error).not.toHaveBeenCalled();
  });

  it('keeps the address and the dialog when the deletion is refused', async () => {
    jest.mocked(getAddresses).mockResolvedValue([HOME, OFFICE]);
    jest
      .mocked(deleteAddress)
      .mockRejectedValue(new ApiError({ kind: 'http', status: 500, message: 'Server down.' }));
    renderWithQuery(<AddressBook />);
    fireEvent.click((await card('Office')).getByRole('button', { name: 'Delete Office' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Delete Office?' }));
    fireEvent.click(dialog.getByRole('button', { name: 'Delete address' }));
    expect(await dialog.findByText('Server down.')).toBeTruthy();
    expect(await card('Office')).toBeTruthy();
  });

  it('keeps the default mark where it was when choosing a default is refused', async () => {
    jest.mocked(getAddresses).mockResolvedValue([HOME, OFFICE]);
    jest.mocked(updateAddress).mockRejectedValue(new Error('refused'));
    renderWithQuery(<AddressBook />);
    const office = await card('Office');
    fireEvent.click(office.getByRole('button', { name: 'Make default Office' }));
    await waitFor(() =>
      expect(
        office.getByRole('button', { name: 'Make default Office' }).getAttribute('aria-busy'),
      ).toBeNull(),
    );
    expect((await card('Home')).getByText('Default')).toBeTruthy();
  });
});
