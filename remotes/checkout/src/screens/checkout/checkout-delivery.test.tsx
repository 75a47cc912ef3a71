import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@jara/bus';
import type { PickedPlace } from '@jara/contracts/bus-events';
import { useParcelProps } from '@jara/parcel/parcel';
import { locationKeys } from '@jara/query/location-queries';
import { checkoutStore } from '@jara/state/checkout-store';
import { locationStore } from '@jara/state/location-store';
import { sessionStore } from '@jara/state/session-store';
import { setUpApiDouble } from '@jara/testing/api-double';
import { expectRefused, expectShownAsText } from '@jara/testing/hostile-checks';
import { HOSTILE_STRINGS } from '@jara/testing/hostile-strings';
import { answerCheckoutCalls, serveCarts } from '../../testing/checkout-answers';
import { aSavedAddress } from '@jara/testing/builders/address';
import { aCart } from '@jara/testing/builders/cart';
import { anOrder } from '@jara/testing/builders/order';
import { aDeliveryInfo, aPaymentInfo } from '../../testing/fixtures';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { bodyOf, queryOf } from '@jara/testing/sent-requests';
import { renderCheckout, setDeliveryPlace } from '../../testing/render-checkout';
import { ADD_ADDRESS_TITLE } from './use-add-address';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const api = setUpApiDouble();
const DELIVERY_INFO = 'GET marketplace/cart/{id}/checkout/delivery_info';
const PAYMENT_INFO = 'GET marketplace/cart/{id}/checkout/payment_info';
const office = aSavedAddress({
  uuid: 'address-2',
  label: 'Office',
  address: '1 Broad Street, Lagos Island',
  latitude: 6.45,
  longitude: 3.39,
  is_default: false,
});
const picked: PickedPlace = {
  latitude: 6.6,
  longitude: 3.35,
  address: 'Ikeja',
  customer_address: '12 Allen Avenue, Ikeja',
  locationArea: null,
};

let pickAnswer: PickedPlace | null = null;
const pickTitles: (string | undefined)[] = [];
bus.on('location:pick-requested', ({ requestId, title }) => {
  pickTitles.push(title);
  // The shell's picker: it moves the delivery location, then answers.
  if (pickAnswer) setDeliveryPlace(pickAnswer.customer_address);
  queueMicrotask(() => bus.emit('location:pick-settled', { requestId, place: pickAnswer }));
});

const DROP_OFF = {
  street: '12 Admiralty Way',
  building: 'Block C, Flat 4',
  landmark: 'Opposite the filling station',
  phone: '+2348030000001',
  instructions: 'Call on arrival',
};
const DROP_OFF_LABELS: Record<keyof typeof DROP_OFF, RegExp> = {
  street: /^Street and house number/,
  building: /^Building or estate/,
  landmark: /^Landmark/,
  phone: /^Phone for the rider/,
  instructions: /^Delivery instructions/,
};

function type(form: HTMLElement, label: RegExp, value: string) {
  fireEvent.change(within(form).getByLabelText(label), { target: { value } });
}

function fillDropOff(form: HTMLElement, values: Partial<typeof DROP_OFF> = DROP_OFF) {
  for (const [name, value] of Object.entries(values))
    type(form, DROP_OFF_LABELS[name as keyof typeof DROP_OFF], value);
}

const radio = (name: RegExp) => screen.getByRole('radio', { name }) as HTMLInputElement;
const placeButton = () => screen.getByRole('button', { name: /Place order/ }) as HTMLButtonElement;

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(useParcelProps).mockReturnValue(makeParcelProps());
  answerCheckoutCalls(api);
  api.answer('GET marketplace/address', [aSavedAddress(), office]);
  sessionStorage.clear();
  sessionStore.getState().signIn('token', 7);
  serveCarts(api, aCart());
  checkoutStore.getState().clear();
  locationStore.getState().resetLocation();
  pickAnswer = null;
  pickTitles.length = 0;
});

describe('checkout delivery', () => {
  it('keeps payment out of a one-column layout until the addresses are known', async () => {
    api.break('GET marketplace/address', 'hang');
    const { client } = renderCheckout();
    const payment = await screen.findByRole('region', { name: 'Payment' });
    // The class a narrow screen hides (checkout.module.css), so the panel never jumps down.
    expect(payment.parentElement?.className).toBe('columnAfterDelivery');
    // A held call cannot be answered later at the network: the read starts over, answered.
    api.answer('GET marketplace/address', [aSavedAddress()]);
    await act(() => client.resetQueries({ queryKey: locationKeys.savedAddresses() }));
    await waitFor(() => expect(payment.parentElement?.className).toBe('column'));
  });

  it('preselects the default saved address and quotes it', async () => {
    renderCheckout();
    await waitFor(() => expect(radio(/^Home/).checked).toBe(true));
    await waitFor(() =>
      expect(api.sent(DELIVERY_INFO).map(queryOf)).toContainEqual({
        info_type: 'delivery',
        latitude: '6.4474',
        longitude: '3.4719',
      }),
    );
    expect(new URL(api.sent(DELIVERY_INFO)[0]!.url).pathname).toBe(
      '/api/marketplace/cart/cart-1/checkout/delivery_info',
    );
    await waitFor(() => expect(placeButton().disabled).toBe(false));
  });

  it('asks delivery and the total again when another address is chosen', async () => {
    renderCheckout();
    await waitFor(() => expect(placeButton().disabled).toBe(false));
    // What the server says of the office, the next place asked about.
    api.answer(DELIVERY_INFO, aDeliveryInfo({ delivery_fee: 1500 }));
    fireEvent.click(radio(/^Office/));

    const delivery = screen.getByRole('region', { name: 'Delivery' });
    expect(await within(delivery).findByText('₦1,500')).toBeTruthy();
    expect(api.sent(DELIVERY_INFO).map(queryOf).at(-1)).toEqual({
      info_type: 'delivery',
      latitude: '6.45',
      longitude: '3.39',
    });
    await waitFor(() =>
      expect(api.sent(PAYMENT_INFO).map(queryOf).at(-1)).toEqual(
        expect.objectContaining({ customer_address: '1 Broad Street, Lagos Island' }),
      ),
    );
  });

  it('prices a pickup at the vendor without asking about delivery', async () => {
    renderCheckout();
    await waitFor(() => expect(placeButton().disabled).toBe(false));
    const deliveryChecks = api.sent(DELIVERY_INFO).length;
    // The server's total of a pickup, the next total asked for.
    api.answer(PAYMENT_INFO, aPaymentInfo({ delivery_fee: 0, total: 2600 }));
    fireEvent.click(radio(/^Pickup at Mama Put Kitchen/));

    await waitFor(() => expect(placeButton().textContent).toContain('₦2,600'));
    expect(screen.getByText('3 Isaac John Street, Ikeja', { selector: 'dd' })).toBeTruthy();
    expect(api.sent(DELIVERY_INFO)).toHaveLength(deliveryChecks);
    expect(api.sent(PAYMENT_INFO).map(queryOf).at(-1)).toEqual({
      info_type: 'pickup',
      latitude: '6.45',
      longitude: '3.39',
      customer_address: '3 Isaac John Street, Ikeja',
    });
  });

  it('adds an address through the location picker with its drop-off, saved under a label', async () => {
    pickAnswer = picked;
    const mum = aSavedAddress({ uuid: 'address-3', label: 'Mum', is_default: false });
    renderCheckout();
    await waitFor(() => expect(radio(/^Home/).checked).toBe(true));
    // The server saves it, and lists it from then on.
    api.answer('POST marketplace/address', mum);
    api.answer('GET marketplace/address', [aSavedAddress(), office, mum]);

    fireEvent.click(screen.getByRole('button', { name: 'Add a new address' }));
    const form = await screen.findByRole('form', { name: 'Save this address' });
    expect(pickTitles).toEqual([ADD_ADDRESS_TITLE]);
    expect(radio(/^Current delivery location/).checked).toBe(true);

    type(form, /Name this address/, 'Mum');
    fillDropOff(form);
    await act(async () =>
      fireEvent.click(within(form).getByRole('button', { name: 'Save address' })),
    );

    expect(await Promise.all(api.sent('POST marketplace/address').map(bodyOf))).toEqual([
      {
        label: 'Mum',
        address: '12 Admiralty Way, 12 Allen Avenue, Ikeja',
        latitude: 6.6,
        longitude: 3.35,
        area: null,
        ...DROP_OFF,
      },
    ]);
    await waitFor(() => expect(radio(/^Mum/).checked).toBe(true));
    expect(screen.queryByRole('form', { name: 'Save this address' })).toBeNull();
  });

  it('refuses a new address without its street, and sends nothing', async () => {
    pickAnswer = picked;
    renderCheckout();
    await waitFor(() => expect(radio(/^Home/).checked).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Add a new address' }));
    const form = await screen.findByRole('form', { name: 'Save this address' });
    type(form, /Name this address/, 'Mum');
    fillDropOff(form, { landmark: DROP_OFF.landmark });
    await act(async () =>
      fireEvent.click(within(form).getByRole('button', { name: 'Save address' })),
    );

    const street = within(form).getByLabelText(DROP_OFF_LABELS.street);
    await waitFor(() => expectRefused(street, 'Enter the street and house number.'));
    expect(api.sent('POST marketplace/address')).toHaveLength(0);
    expect(within(form).getByLabelText<HTMLInputElement>(DROP_OFF_LABELS.landmark).value).toBe(
      DROP_OFF.landmark,
    );
  });

  it('keeps the picked place as the current location, unsaved, when the drop-off waits', async () => {
    pickAnswer = picked;
    renderCheckout();
    await waitFor(() => expect(radio(/^Home/).checked).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Add a new address' }));
    const form = await screen.findByRole('form', { name: 'Save this address' });
    fireEvent.click(within(form).getByRole('button', { name: 'Not now' }));

    expect(screen.queryByRole('form', { name: 'Save this address' })).toBeNull();
    expect(radio(/^Current delivery location/).checked).toBe(true);
    expect(api.sent('POST marketplace/address')).toHaveLength(0);
  });

  it("puts the server's refusal of a drop-off field on that field, keeping what was typed", async () => {
    pickAnswer = picked;
    const message = 'The building field may not be greater than 120 characters.';
    api.refuse('POST marketplace/address', 422, message, { building: [message] });
    renderCheckout();
    await waitFor(() => expect(radio(/^Home/).checked).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Add a new address' }));
    const form = await screen.findByRole('form', { name: 'Save this address' });
    type(form, /Name this address/, 'Mum');
    fillDropOff(form);
    await act(async () =>
      fireEvent.click(within(form).getByRole('button', { name: 'Save address' })),
    );

    const building = within(form).getByLabelText<HTMLInputElement>(DROP_OFF_LABELS.building);
    await waitFor(() => expectRefused(building, message));
    expect(building.value).toBe(DROP_OFF.building);
    expect(radio(/^Current delivery location/).checked).toBe(true);
  });

  it('sends the chosen saved address with its drop-off when the order is placed', async () => {
    const home = aSavedAddress({ building: 'Block C, Flat 4', instructions: 'Call on arrival' });
    api.answer('GET marketplace/address', [home, office]);
    api.answer('POST /marketplace/orders', { order: anOrder(), payment: null });
    renderCheckout();
    await waitFor(() => expect(placeButton().disabled).toBe(false));
    fireEvent.click(screen.getByRole('radio', { name: 'Wallet' }));
    await screen.findByText(/Wallet balance/);
    await act(async () => fireEvent.click(placeButton()));

    await waitFor(() => expect(api.sent('POST /marketplace/orders')).toHaveLength(1));
    expect(await bodyOf(api.sent('POST /marketplace/orders')[0]!)).toMatchObject({
      customer_address: home.address,
      drop_off: {
        street: '12 Admiralty Road',
        building: 'Block C, Flat 4',
        landmark: 'Blue gate beside the pharmacy',
        phone: null,
        instructions: 'Call on arrival',
      },
    });
  });

  // The e2e hostile-checkout-address-name spec keeps two of these strings: here all of them.
  it.each(HOSTILE_STRINGS)(
    'saves $name as an address name as typed, shown as text among the choices, or refuses it past 60',
    async ({ text }) => {
      pickAnswer = picked;
      /** The API's longest address name. */
      const tooLong = text.length > 60;
      const named = aSavedAddress({ uuid: 'address-3', label: text, is_default: false });
      renderCheckout();
      await waitFor(() => expect(radio(/^Home/).checked).toBe(true));
      if (tooLong) {
        const message = 'The label may not be greater than 60 characters.';
        api.refuse('POST marketplace/address', 422, message, { label: [message] });
      } else {
        api.answer('POST marketplace/address', named);
        api.answer('GET marketplace/address', [aSavedAddress(), office, named]);
      }
      fireEvent.click(screen.getByRole('button', { name: 'Add a new address' }));
      const form = await screen.findByRole('form', { name: 'Save this address' });
      const label = within(form).getByLabelText(/Name this address/);
      fireEvent.change(label, { target: { value: text } });
      fillDropOff(form, { street: DROP_OFF.street });
      await act(async () =>
        fireEvent.click(within(form).getByRole('button', { name: 'Save address' })),
      );

      await waitFor(() => expect(api.sent('POST marketplace/address')).toHaveLength(1));
      expect(await Promise.all(api.sent('POST marketplace/address').map(bodyOf))).toEqual([
        expect.objectContaining({ label: text }),
      ]);
      if (tooLong) {
        await waitFor(() => expectRefused(label, /may not be greater than 60/));
        return;
      }
      await waitFor(() =>
        expect(screen.queryByRole('form', { name: 'Save this address' })).toBeNull(),
      );
      const delivery = screen.getByRole('region', { name: 'Delivery' });
      const chosen = within(delivery).getByRole<HTMLInputElement>('radio', { checked: true });
      expectShownAsText(chosen.closest('label')!, text);
    },
  );

  it('changes nothing when the picker is closed', async () => {
    renderCheckout();
    await waitFor(() => expect(radio(/^Home/).checked).toBe(true));
    fireEvent.click(screen.getByRole('button', { name: 'Add a new address' }));

    await waitFor(() => expect(pickTitles).toHaveLength(1));
    await act(async () => undefined);
    expect(radio(/^Home/).checked).toBe(true);
    expect(screen.queryByRole('form', { name: 'Save this address' })).toBeNull();
  });

  // The e2e hostile-checkout-discount-code spec keeps two of these strings: here all of them.
  it.each(HOSTILE_STRINGS)(
    'keeps the totals on screen beside a refused code of $name, kept as typed and shown as text',
    async ({ text }) => {
      const refusal = `The code ${text} is not valid.`;
      renderCheckout();
      const code = () => screen.getByLabelText<HTMLInputElement>('Discount code');
      const field = await screen.findByLabelText('Discount code');
      // The total without a code is shown: the next total, with the code, is refused.
      await waitFor(() => expect(placeButton().textContent).toContain('₦3,400'));
      api.refuse(PAYMENT_INFO, 422, refusal, { discount_code: [refusal] });
      fireEvent.change(field, { target: { value: text } });
      fireEvent.click(screen.getByRole('button', { name: 'Apply' }));

      await waitFor(() => expectRefused(code(), refusal));
      expect(code().value).toBe(text);
      expect(api.sent(PAYMENT_INFO).map(queryOf).at(-1)).toEqual(
        expect.objectContaining({ discount_code: text }),
      );
      const payment = screen.getByRole('region', { name: 'Payment' });
      expectShownAsText(payment, refusal);
      expect(within(payment).getByText('Total').nextSibling?.textContent).toBe('₦3,400');
      // A refused code never blocks the order: it goes at the total without it.
      expect(placeButton().disabled).toBe(false);
    },
  );
});
