/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { requestLocationPick } from '@jara/bus/location-request';
import { setUpApiDouble } from '@jara/testing/api-double';
import { aSavedAddress } from '@jara/testing/builders/address';
import { expectRefused, expectShownAsText } from '@jara/testing/hostile-checks';
import { HOSTILE_STRINGS } from '@jara/testing/hostile-strings';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { OFFICE, YABA } from '../../testing/address-fixtures';
import { AddressBook } from './address-book';

jest.mock('@jara/bus/location-request', () => ({ requestLocationPick: jest.fn() }));

const api = setUpApiDouble();
// The first round trip loads the real client and msw: seconds on a two-core machine shared
// with other suites.
jest.setTimeout(15_000);
const ADDRESSES = 'GET marketplace/address';
const CREATE = 'POST marketplace/address';
const UPDATE = 'PUT marketplace/address/{id}';

const HOME = aSavedAddress();
const SURULERE = {
  ...YABA,
  address: 'Surulere',
  customer_address: 'Surulere, Lagos',
  locationArea: null,
};

beforeEach(() => {
  jest.clearAllMocks();
  api.answer(ADDRESSES, [HOME]);
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
    const saved = aSavedAddress({ uuid: 'studio', label: 'Office', is_default: true });
    api.answer(CREATE, saved);
    const { form } = await openNewAddress();
    api.answer(ADDRESSES, [aSavedAddress({ is_default: false }), saved]);
    expect(form.getByText('Yaba, Lagos')).toBeTruthy();
    expect(document.activeElement).toBe(form.getByRole('heading', { name: 'New address' }));
    type(form, /^Street and house number/, '3 Herbert Macaulay Way');
    type(form, /^Building or estate/, 'Unity House, 2nd floor');
    type(form, /^Landmark/, 'Opposite the bus stop');
    type(form, /^Phone for the rider/, '+234 802 000 1111');
    type(form, /^Delivery instructions/, 'Ask for Tunde at reception');
    fireEvent.click(form.getByRole('button', { name: 'Office' }));
    fireEvent.click(form.getByLabelText('Make this my default'));
    fireEvent.click(form.getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    const [sent] = api.sent(CREATE);
    expect(await sent!.json()).toEqual({
      label: 'Office',
      address: '3 Herbert Macaulay Way, Yaba, Lagos',
      latitude: YABA.latitude,
      longitude: YABA.longitude,
      area: 'Yaba',
      street: '3 Herbert Macaulay Way',
      building: 'Unity House, 2nd floor',
      landmark: 'Opposite the bus stop',
      phone: '+234 802 000 1111',
      instructions: 'Ask for Tunde at reception',
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
    expect(api.sent(CREATE)).toHaveLength(0);
  });

  it('keeps what was typed when the save is refused, with the server’s message at the field', async () => {
    api.refuse(CREATE, 422, 'Invalid', {
      street: ['The street may not be longer than 200 characters.'],
    });
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
      /** Past the API's longest street and landmark (200), it refuses them, the label and the
       * instructions (300). */
      const tooLong = text.length > 200;
      /** What the API keeps of the form: the text as typed, at the picked place. */
      const saved = aSavedAddress({
        uuid: 'hostile',
        label: text,
        address: `${text}, Yaba, Lagos`,
        latitude: YABA.latitude,
        longitude: YABA.longitude,
        area: 'Yaba',
        street: text,
        landmark: text,
        phone: '+234 802 000 1111',
        instructions: text,
        is_default: false,
      });
      if (tooLong) {
        api.refuse(CREATE, 422, 'Invalid', {
          street: [`The street ${TOO_LONG} 200 characters.`],
          landmark: [`The landmark ${TOO_LONG} 200 characters.`],
          label: [`The label ${TOO_LONG} 60 characters.`],
          instructions: [`The instructions ${TOO_LONG} 300 characters.`],
        });
      } else {
        api.answer(CREATE, saved);
      }
      const { form } = await openNewAddress();
      // Read again after a save, the list holds what was saved.
      api.answer(ADDRESSES, tooLong ? [HOME] : [HOME, saved]);
      type(form, /^Street and house number/, text);
      type(form, /^Landmark/, text);
      type(form, /^Phone for the rider/, text);
      type(form, /^Delivery instructions/, text);
      fireEvent.click(form.getByRole('button', { name: 'Other' }));
      type(form, /^Name this address/, text);
      fireEvent.click(form.getByRole('button', { name: 'Save address' }));
      await waitFor(() =>
        expectRefused(
          form.getByLabelText(/^Phone for the rider/),
          'Enter a phone number: digits, with + before a country code.',
        ),
      );
      expect(api.sent(CREATE)).toHaveLength(0);

      type(form, /^Phone for the rider/, '+234 802 000 1111');
      fireEvent.click(form.getByRole('button', { name: 'Save address' }));
      await waitFor(() => expect(api.sent(CREATE)).toHaveLength(1));
      expect(await api.sent(CREATE)[0]!.json()).toMatchObject({
        street: text,
        landmark: text,
        instructions: text,
        label: text,
      });
      if (tooLong) {
        const refused = [
          /^Street and house number/,
          /^Landmark/,
          /^Delivery instructions/,
          /^Name this address/,
        ];
        for (const label of refused) {
          await waitFor(() => expectRefused(form.getByLabelText(label), TOO_LONG));
        }
        return;
      }
      await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
      const card = (await screen.findByText(`Landmark: ${text}`)).closest('li')!;
      expectShownAsText(within(card).getByRole('heading'), text);
      expectShownAsText(card, `${text}, Yaba`);
      expectShownAsText(card, `Instructions: ${text}`);
    },
  );

  it('edits an address prefilled, at a new place when the location changes', async () => {
    api.answer(ADDRESSES, [HOME, OFFICE]);
    jest.mocked(requestLocationPick).mockResolvedValueOnce(SURULERE);
    api.answer(UPDATE, OFFICE);
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
    await waitFor(() => expect(api.sent(UPDATE)).toHaveLength(1));
    const [sent] = api.sent(UPDATE);
    expect(sent!.url).toMatch(/\/marketplace\/address\/office$/);
    expect(await sent!.json()).toMatchObject({
      address: '4 Adeola Odeku Street, Surulere, Lagos',
      area: null,
      phone: '+234 801 234 5678',
      is_default: false,
    });
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
