import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createAddress, getAddresses, updateAddress } from '@jara/api/addresses';
import { ApiError } from '@jara/api/api-error';
import { requestLocationPick } from '@jara/bus/location-request';
import type { SavedAddress } from '@jara/contracts/entities';
import { expectRefused, expectShownAsText } from '@jara/testing/hostile-checks';
import { HOSTILE_STRINGS } from '@jara/testing/hostile-strings';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { anAddress, OFFICE, YABA } from './address-fixtures';
import { AddressBook } from './address-book';

jest.mock('@jara/api/addresses', () => ({
  getAddresses: jest.fn(),
  createAddress: jest.fn(),
  updateAddress: jest.fn(),
  deleteAddress: jest.fn(),
}));
jest.mock('@jara/bus/location-request', () => ({ requestLocationPick: jest.fn() }));

const HOME = anAddress();
const SURULERE = {
  ...YABA,
  address: 'Surulere',
  customer_address: 'Surulere, Lagos',
  locationArea: null,
};

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(getAddresses).mockResolvedValue([HOME]);
});

async function openNewAddress() {
  jest.mocked(requestLocationPick).mockResolvedValueOnce(YABA);
  const rendered = renderWithQuery(<AddressBook />);
  fireEvent.click(await screen.findByRole('button', { name: 'Add an address' }));
  return { ...rendered, form: within(await screen.findByRole('form', { name: 'New address' })) };
}

/** The API's words for a field past its longest (the sandbox's validation). */
const TOO_LONG = 'may not be greater than';

const type = (form: ReturnType<typeof within>, label: RegExp, value: string) =>
  fireEvent.change(form.getByLabelText(label), { target: { value } });

describe('the address form', () => {
  it('saves a new address at the picked place, with the one line a rider reads', async () => {
    const saved = anAddress({ uuid: 'studio', label: 'Office', is_default: true });
    jest.mocked(createAddress).mockResolvedValue(saved);
    const { form } = await openNewAddress();
    jest.mocked(getAddresses).mockResolvedValue([{ ...HOME, is_default: false }, saved]);
    expect(form.getByText('Yaba, Lagos')).toBeTruthy();
    expect(document.activeElement).toBe(form.getByRole('heading', { name: 'New address' }));
    type(form, /^Street and house number/, '3 Herbert Macaulay Way');
    type(form, /^Landmark/, 'Opposite the bus stop');
    type(form, /^Phone for the rider/, '+234 802 000 1111');
    fireEvent.click(form.getByRole('button', { name: 'Office' }));
    fireEvent.click(form.getByLabelText('Make this my default'));
    fireEvent.click(form.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    expect(createAddress).toHaveBeenCalledWith({
      label: 'Office',
      address: '3 Herbert Macaulay Way, Yaba, Lagos',
      latitude: YABA.latitude,
      longitude: YABA.longitude,
      area: 'Yaba',
      street: '3 Herbert Macaulay Way',
      landmark: 'Opposite the bus stop',
      phone: '+234 802 000 1111',
      is_default: true,
    });
    expect(await screen.findByRole('heading', { name: 'Office Default' })).toBeTruthy();
  });

  it('asks for the street and a label, and refuses a phone that is not one', async () => {
    const { form } = await openNewAddress();
    fireEvent.click(form.getByRole('button', { name: 'Other' }));
    type(form, /^Phone for the rider/, 'call me');
    fireEvent.click(form.getByRole('button', { name: 'Save address' }));
    expect(await form.findByText('Enter the street and house number.')).toBeTruthy();
    expect(form.getByText('Name this address, like Home or Office.')).toBeTruthy();
    expect(
      form.getByText('Enter a phone number: digits, with + before a country code.'),
    ).toBeTruthy();
    expect(createAddress).not.toHaveBeenCalled();
  });

  it('keeps what was typed when the save is refused, with the server’s message at the field', async () => {
    jest.mocked(createAddress).mockRejectedValue(
      new ApiError({
        kind: 'http',
        status: 422,
        message: 'Invalid',
        fieldErrors: { street: ['The street may not be longer than 200 characters.'] },
      }),
    );
    const { form } = await openNewAddress();
    type(form, /^Street and house number/, '3 Herbert Macaulay Way');
    type(form, /^Name this address/, 'Studio');
    fireEvent.click(form.getByRole('button', { name: 'Save address' }));
    expect(await form.findByText('The street may not be longer than 200 characters.')).toBeTruthy();
    expect(form.getByLabelText<HTMLInputElement>(/^Street and house number/).value).toBe(
      '3 Herbert Macaulay Way',
    );
    expect(form.getByLabelText<HTMLInputElement>(/^Name this address/).value).toBe('Studio');
  });

  // The e2e hostile-addresses spec keeps two of these strings: here the form takes them all.
  it.each(HOSTILE_STRINGS)(
    'refuses $name as a phone, then saves it in the other fields as typed and shows it as text',
    async ({ text }) => {
      /** Past the API's longest street and landmark (200), it refuses them and the label. */
      const tooLong = text.length > 200;
      jest.mocked(createAddress).mockImplementation(async (body) => {
        if (tooLong) {
          throw new ApiError({
            kind: 'http',
            status: 422,
            message: 'Invalid',
            fieldErrors: {
              street: [`The street ${TOO_LONG} 200 characters.`],
              landmark: [`The landmark ${TOO_LONG} 200 characters.`],
              label: [`The label ${TOO_LONG} 60 characters.`],
            },
          });
        }
        const saved: SavedAddress = { ...anAddress(body), uuid: 'hostile', is_default: false };
        jest.mocked(getAddresses).mockResolvedValue([HOME, saved]);
        return saved;
      });
      const { form } = await openNewAddress();
      type(form, /^Street and house number/, text);
      type(form, /^Landmark/, text);
      type(form, /^Phone for the rider/, text);
      fireEvent.click(form.getByRole('button', { name: 'Other' }));
      type(form, /^Name this address/, text);
      fireEvent.click(form.getByRole('button', { name: 'Save address' }));
      await waitFor(() =>
        expectRefused(
          form.getByLabelText(/^Phone for the rider/),
          'Enter a phone number: digits, with + before a country code.',
        ),
      );
      expect(createAddress).not.toHaveBeenCalled();

      type(form, /^Phone for the rider/, '+234 802 000 1111');
      fireEvent.click(form.getByRole('button', { name: 'Save address' }));
      await waitFor(() => expect(createAddress).toHaveBeenCalledTimes(1));
      expect(createAddress).toHaveBeenCalledWith(
        expect.objectContaining({ street: text, landmark: text, label: text }),
      );
      if (tooLong) {
        for (const label of [/^Street and house number/, /^Landmark/, /^Name this address/]) {
          await waitFor(() => expectRefused(form.getByLabelText(label), TOO_LONG));
        }
        return;
      }
      await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
      const card = (await screen.findByText(`Landmark: ${text}`)).closest('li')!;
      expectShownAsText(within(card).getByRole('heading'), text);
      expectShownAsText(card, `${text}, Yaba`);
    },
  );

  it('edits an address prefilled, at a new place when the location changes', async () => {
    jest.mocked(getAddresses).mockResolvedValue([HOME, OFFICE]);
    jest.mocked(requestLocationPick).mockResolvedValueOnce(SURULERE);
    jest.mocked(updateAddress).mockResolvedValue(OFFICE);
    renderWithQuery(<AddressBook />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Office' }));
    const form = within(screen.getByRole('form', { name: 'Edit Office' }));
    expect(form.getByLabelText<HTMLInputElement>(/^Street and house number/).value).toBe(
      '4 Adeola Odeku Street',
    );
    expect(form.getByRole('button', { name: 'Office' }).getAttribute('aria-pressed')).toBe('true');
    expect(form.getByText('Victoria Island, Lagos')).toBeTruthy();
    fireEvent.click(form.getByRole('button', { name: 'Change location' }));
    expect(await form.findByText('Surulere, Lagos')).toBeTruthy();
    fireEvent.click(form.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(updateAddress).toHaveBeenCalled());
    expect(updateAddress).toHaveBeenCalledWith(
      'office',
      expect.objectContaining({
        address: '4 Adeola Odeku Street, Surulere, Lagos',
        area: null,
        phone: '+234 801 234 5678',
        is_default: false,
      }),
    );
  });

  it('keeps the default address the default: it has no box to untick', async () => {
    renderWithQuery(<AddressBook />);
    fireEvent.click(await screen.findByRole('button', { name: 'Edit Home' }));
    const form = within(screen.getByRole('form', { name: 'Edit Home' }));
    expect(form.queryByLabelText('Make this my default')).toBeNull();
    expect(form.getByText('This is your default address.')).toBeTruthy();
    fireEvent.click(form.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('list', { name: 'Saved addresses' })).toBeTruthy();
  });
});
