/**
 * @jest-environment jest-fixed-jsdom
 */
/**
 * The address form when saving breaks at the network (the e2e chaos cases of
 * `POST marketplace/address` and `PUT marketplace/address/{id}`), through the real API client.
 * The shell's location picker is played on the bus, as the shell answers it.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@jara/bus';
import type { ToastKind } from '@jara/contracts/bus-events';
import { useParcelProps } from '@jara/parcel/parcel';
import { sessionStore } from '@jara/state/session-store';
import { setUpApiDouble } from '@jara/testing/api-double';
import { aSavedAddress } from '@jara/testing/builders/address';
import { RAW_TEXT } from '@jara/testing/raw-text';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { OFFICE, YABA } from '../../testing/address-fixtures';
import { AddressBookScreen } from './address-book-screen';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const api = setUpApiDouble();
// Several round trips on a two-core machine shared with another suite.
jest.setTimeout(15_000);
const SAID = { '500': /trouble right now/, 'not-json': /could not be read/ } as const;
const FAULTS = ['500', 'not-json'] as const;
const STREET = '3 Herbert Macaulay Way';
const HOME = aSavedAddress();

let toasts: { kind: ToastKind; message: string }[] = [];
const stops: (() => void)[] = [];

beforeEach(() => {
  jest.mocked(useParcelProps).mockReturnValue(makeParcelProps());
  sessionStore.getState().signIn('token', 1);
  toasts = [];
  stops.push(bus.on('toast:show', (toast) => void toasts.push(toast)));
  stops.push(
    bus.on('location:pick-requested', ({ requestId }) =>
      bus.emit('location:pick-settled', { requestId, place: YABA }),
    ),
  );
  api.answer('GET marketplace/address', [HOME, OFFICE]);
});
afterEach(() => stops.splice(0).forEach((stop) => stop()));

const expectNothingRaw = () => expect(document.body.textContent).not.toMatch(RAW_TEXT);
const card = async (label: string) =>
  within((await screen.findByRole('heading', { name: new RegExp(`^${label}`) })).closest('li')!);
const type = (form: ReturnType<typeof within>, label: RegExp, value: string) =>
  fireEvent.change(form.getByLabelText(label), { target: { value } });

/** The save fails with `fault`: said calmly in the form and by the client's toast, nothing lost. */
async function expectCalmFailure(form: ReturnType<typeof within>, fault: '500' | 'not-json') {
  fireEvent.click(form.getByRole('button', { name: 'Save address' }));
  expect((await form.findByRole('alert')).textContent).toMatch(SAID[fault]);
  expect(toasts).toEqual([{ kind: 'error', message: expect.stringMatching(SAID[fault]) }]);
  const street = form.getByLabelText(/^Street and house number/) as HTMLInputElement;
  expect(street.value).toBe(STREET);
  expectNothingRaw();
}

describe('POST marketplace/address', () => {
  it.each(FAULTS)(
    'answered %s: a calm message, what was typed kept, and Save again after healing adds the address',
    async (fault) => {
      api.break('POST marketplace/address', fault);
      renderWithQuery(<AddressBookScreen title="Address book" params={{}} />);
      fireEvent.click(await screen.findByRole('button', { name: 'Add an address' }));
      const form = within(await screen.findByRole('form', { name: 'New address' }));
      type(form, /^Street and house number/, STREET);
      fireEvent.click(form.getByRole('button', { name: 'Other' }));
      type(form, /^Name this address/, 'Studio');

      await expectCalmFailure(form, fault);
      expect(form.getByLabelText<HTMLInputElement>(/^Name this address/).value).toBe('Studio');

      const studio = aSavedAddress({
        uuid: 'studio',
        label: 'Studio',
        address: `${STREET}, Yaba, Lagos`,
        is_default: false,
        area: 'Yaba',
        street: STREET,
        landmark: null,
      });
      api.answer('POST marketplace/address', studio);
      api.answer('GET marketplace/address', [HOME, OFFICE, studio]);
      fireEvent.click(form.getByRole('button', { name: 'Save address' }));
      expect((await card('Studio')).getByText(`${STREET}, Yaba, Lagos`)).toBeTruthy();
      expect(screen.queryByRole('form')).toBeNull();
      const sent = api.sent('POST marketplace/address');
      expect(sent).toHaveLength(2);
      expect(await sent[1]!.json()).toMatchObject({
        label: 'Studio',
        address: `${STREET}, Yaba, Lagos`,
        street: STREET,
        area: 'Yaba',
      });
    },
  );
});

describe('PUT marketplace/address/{id}', () => {
  it.each(FAULTS)(
    'answered %s: a calm message, the typed street kept, and Save again after healing changes the address',
    async (fault) => {
      api.break('PUT marketplace/address/{id}', fault);
      renderWithQuery(<AddressBookScreen title="Address book" params={{}} />);
      fireEvent.click((await card('Office')).getByRole('button', { name: 'Edit Office' }));
      const form = within(screen.getByRole('form', { name: 'Edit Office' }));
      type(form, /^Street and house number/, STREET);

      await expectCalmFailure(form, fault);
      expect(screen.queryByRole('list', { name: 'Saved addresses' })).toBeNull();

      const moved = { ...OFFICE, street: STREET, address: `${STREET}, Victoria Island, Lagos` };
      api.answer('PUT marketplace/address/{id}', moved);
      api.answer('GET marketplace/address', [HOME, moved]);
      fireEvent.click(form.getByRole('button', { name: 'Save address' }));
      expect((await card('Office')).getByText(new RegExp(`^${STREET}, `))).toBeTruthy();
      const sent = api.sent('PUT marketplace/address/{id}');
      expect(sent.map((request) => new URL(request.url).pathname)).toEqual([
        '/api/marketplace/address/office',
        '/api/marketplace/address/office',
      ]);
      expect(await sent[1]!.json()).toMatchObject({ street: STREET, label: 'Office' });
      await waitFor(() => expect(screen.queryByRole('form')).toBeNull());
    },
  );
});
