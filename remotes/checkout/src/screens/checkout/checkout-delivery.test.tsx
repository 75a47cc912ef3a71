import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createAddress, getAddresses } from '@jara/api/addresses';
import { getCheckoutDeliveryInfo, getPaymentInfo } from '@jara/api/checkout';
import { ApiError } from '@jara/api/api-error';
import { bus } from '@jara/bus';
import type { PickedPlace } from '@jara/contracts/bus-events';
import { useParcelProps } from '@jara/parcel/parcel';
import { checkoutStore } from '@jara/state/checkout-store';
import { locationStore } from '@jara/state/location-store';
import { sessionStore } from '@jara/state/session-store';
import { expectRefused, expectShownAsText } from '@jara/testing/hostile-checks';
import { HOSTILE_STRINGS } from '@jara/testing/hostile-strings';
import { answerCheckoutCalls, serveCarts } from '../../testing/checkout-api-mocks';
import { aCart, aDeliveryInfo, aPaymentInfo, aSavedAddress } from '../../testing/fixtures';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderCheckout, setDeliveryPlace } from '../../testing/render-checkout';
import { ADD_ADDRESS_TITLE } from './use-add-address';

jest.mock('@jara/api/addresses');
jest.mock('@jara/api/cart');
jest.mock('@jara/api/checkout');
jest.mock('@jara/api/marketplace');
jest.mock('@jara/api/wallet');
jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const deliveryInfo = jest.mocked(getCheckoutDeliveryInfo);
const paymentInfo = jest.mocked(getPaymentInfo);
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

const radio = (name: RegExp) => screen.getByRole('radio', { name }) as HTMLInputElement;
const placeButton = () => screen.getByRole('button', { name: /Place order/ }) as HTMLButtonElement;

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(useParcelProps).mockReturnValue(makeParcelProps());
  answerCheckoutCalls();
  jest.mocked(getAddresses).mockResolvedValue([aSavedAddress(), office]);
  sessionStorage.clear();
  sessionStore.getState().signIn('token', 7);
  serveCarts(aCart());
  checkoutStore.getState().clear();
  locationStore.getState().resetLocation();
  pickAnswer = null;
  pickTitles.length = 0;
});

describe('checkout delivery', () => {
  it('keeps payment out of a one-column layout until the addresses are known', async () => {
    let answer: (addresses: Awaited<ReturnType<typeof getAddresses>>) => void = () => {};
    jest.mocked(getAddresses).mockReturnValue(new Promise((resolve) => (answer = resolve)));
    renderCheckout();
    const payment = await screen.findByRole('region', { name: 'Payment' });
    // The class a narrow screen hides (checkout.module.css), so the panel never jumps down.
    expect(payment.parentElement?.className).toBe('columnAfterDelivery');
    await act(async () => answer([aSavedAddress()]));
    await waitFor(() => expect(payment.parentElement?.className).toBe('column'));
  });

  it('preselects the default saved address and quotes it', async () => {
    renderCheckout();
    await waitFor(() => expect(radio(/^Home/).checked).toBe(true));
    expect(deliveryInfo).toHaveBeenCalledWith(
      'cart-1',
      { latitude: 6.44, longitude: 3.47 },
      expect.anything(),
    );
    await waitFor(() => expect(placeButton().disabled).toBe(false));
  });

  it('asks delivery and the total again when another address is chosen', async () => {
    deliveryInfo.mockImplementation(async (_cart, point) =>
      aDeliveryInfo(point.latitude === 6.45 ? { delivery_fee: 1500 } : {}),
    );
    renderCheckout();
    await waitFor(() => expect(placeButton().disabled).toBe(false));
    fireEvent.click(radio(/^Office/));

    const delivery = screen.getByRole('region', { name: 'Delivery' });
    expect(await within(delivery).findByText('₦1,500')).toBeTruthy();
    expect(paymentInfo).toHaveBeenLastCalledWith(
      'cart-1',
      expect.objectContaining({ customer_address: '1 Broad Street, Lagos Island' }),
      expect.anything(),
    );
  });

  it('prices a pickup at the vendor without asking about delivery', async () => {
    paymentInfo.mockImplementation(async (_cart, query) =>
      aPaymentInfo(query.info_type === 'pickup' ? { delivery_fee: 0, total: 2600 } : {}),
    );
    renderCheckout();
    await waitFor(() => expect(placeButton().disabled).toBe(false));
    deliveryInfo.mockClear();
    fireEvent.click(radio(/^Pickup at Mama Put/));

    await waitFor(() => expect(placeButton().textContent).toContain('₦2,600'));
    expect(screen.getByText('3 Isaac John Street, Ikeja', { selector: 'dd' })).toBeTruthy();
    expect(deliveryInfo).not.toHaveBeenCalled();
    expect(paymentInfo).toHaveBeenLastCalledWith(
      'cart-1',
      {
        info_type: 'pickup',
        latitude: 6.45,
        longitude: 3.39,
        customer_address: '3 Isaac John Street, Ikeja',
      },
      expect.anything(),
    );
  });

  it('adds an address through the location picker and saves it under a label', async () => {
    pickAnswer = picked;
    const mum = aSavedAddress({ uuid: 'address-3', label: 'Mum', is_default: false });
    jest.mocked(createAddress).mockImplementation(async () => {
      jest.mocked(getAddresses).mockResolvedValue([aSavedAddress(), office, mum]);
      return mum;
    });
    renderCheckout();
    await waitFor(() => expect(radio(/^Home/).checked).toBe(true));

    fireEvent.click(screen.getByRole('button', { name: 'Add a new address' }));
    const form = await screen.findByRole('form', { name: 'Save this address' });
    expect(pickTitles).toEqual([ADD_ADDRESS_TITLE]);
    expect(radio(/^Current delivery location/).checked).toBe(true);

    fireEvent.change(within(form).getByLabelText(/Name this address/), {
      target: { value: 'Mum' },
    });
    await act(async () =>
      fireEvent.click(within(form).getByRole('button', { name: 'Save address' })),
    );

    expect(createAddress).toHaveBeenCalledWith({
      label: 'Mum',
      address: '12 Allen Avenue, Ikeja',
      latitude: 6.6,
      longitude: 3.35,
    });
    await waitFor(() => expect(radio(/^Mum/).checked).toBe(true));
    expect(screen.queryByRole('form', { name: 'Save this address' })).toBeNull();
  });

  // The e2e hostile-checkout-address-name spec keeps two of these strings: here all of them.
  it.each(HOSTILE_STRINGS)(
    'saves $name as an address name as typed, shown as text among the choices, or refuses it past 60',
    async ({ text }) => {
      pickAnswer = picked;
      /** The API's longest address name. */
      const tooLong = text.length > 60;
      const named = aSavedAddress({ uuid: 'address-3', label: text, is_default: false });
      jest.mocked(createAddress).mockImplementation(async () => {
        if (tooLong) {
          const message = 'The label may not be greater than 60 characters.';
          throw new ApiError({
            kind: 'http',
            status: 422,
            message,
            fieldErrors: { label: [message] },
          });
        }
        jest.mocked(getAddresses).mockResolvedValue([aSavedAddress(), office, named]);
        return named;
      });
      renderCheckout();
      await waitFor(() => expect(radio(/^Home/).checked).toBe(true));
      fireEvent.click(screen.getByRole('button', { name: 'Add a new address' }));
      const form = await screen.findByRole('form', { name: 'Save this address' });
      const label = within(form).getByLabelText(/Name this address/);
      fireEvent.change(label, { target: { value: text } });
      await act(async () =>
        fireEvent.click(within(form).getByRole('button', { name: 'Save address' })),
      );

      expect(createAddress).toHaveBeenCalledWith(expect.objectContaining({ label: text }));
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
      paymentInfo.mockImplementation(async (_cart, query) => {
        if (!query.discount_code) return aPaymentInfo();
        throw new ApiError({
          kind: 'http',
          status: 422,
          message: refusal,
          fieldErrors: { discount_code: [refusal] },
        });
      });
      renderCheckout();
      const code = () => screen.getByLabelText<HTMLInputElement>('Discount code');
      fireEvent.change(await screen.findByLabelText('Discount code'), { target: { value: text } });
      fireEvent.click(screen.getByRole('button', { name: 'Apply' }));

      await waitFor(() => expectRefused(code(), refusal));
      expect(code().value).toBe(text);
      expect(paymentInfo).toHaveBeenCalledWith(
        expect.anything(),
        expect.objectContaining({ discount_code: text }),
        expect.anything(),
      );
      const payment = screen.getByRole('region', { name: 'Payment' });
      expectShownAsText(payment, refusal);
      expect(within(payment).getByText('Total').nextSibling?.textContent).toBe('₦3,400');
      expect(placeButton().disabled).toBe(true);
    },
  );
});
