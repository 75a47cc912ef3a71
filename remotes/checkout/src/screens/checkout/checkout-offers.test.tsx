/**
 * Issue 38, item 8: checkout lists the customer's codes and the current offers through the real
 * API client at the network: what applies first, one tap applies it, what does not says why, a
 * hostile title is text, none says so, and a list that does not load has a retry.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { CheckoutOffer } from '@jara/contracts/checkout-offer';
import { useParcelProps } from '@jara/parcel/parcel';
import { checkoutStore } from '@jara/state/checkout-store';
import { locationStore } from '@jara/state/location-store';
import { sessionStore } from '@jara/state/session-store';
import { setUpApiDouble } from '@jara/testing/api-double';
import { aCart } from '@jara/testing/builders/cart';
import { expectNothingRan, expectShownAsText } from '@jara/testing/hostile-checks';
import { HOSTILE_STRINGS } from '@jara/testing/hostile-strings';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { queryOf } from '@jara/testing/sent-requests';
import { answerCheckoutCalls, serveCarts } from '../../testing/checkout-answers';
import { aPaymentInfo } from '../../testing/fixtures';
import { renderCheckout, setDeliveryPlace } from '../../testing/render-checkout';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const api = setUpApiDouble();
const OFFERS = 'GET marketplace/cart/{id}/checkout/offers';
const PAYMENT_INFO = 'GET marketplace/cart/{id}/checkout/payment_info';
const NEEDS_MORE =
  'The discount code JARA2000 needs a subtotal (before delivery and service) of at least ₦10,000; yours is ₦2,500.';

const anOffer = (overrides: Partial<CheckoutOffer> = {}): CheckoutOffer => ({
  code: 'WELCOME10',
  title: '10% off your order',
  kind: 'voucher',
  applies: true,
  discount_amount: 250,
  reason: null,
  ...overrides,
});

beforeEach(() => {
  jest.resetAllMocks();
  jest.mocked(useParcelProps).mockReturnValue(makeParcelProps());
  answerCheckoutCalls(api);
  sessionStore.getState().signIn('token', 7);
  serveCarts(api, aCart());
  checkoutStore.getState().clear();
  locationStore.getState().resetLocation();
  setDeliveryPlace();
});

const offersList = async () =>
  within(await screen.findByRole('region', { name: 'Your codes and offers' }));

describe('codes and offers at checkout', () => {
  it('lists what applies with its saving, applies it in one tap, and says why the rest do not', async () => {
    api.answer(OFFERS, [
      anOffer(),
      anOffer({
        code: 'JARA2000',
        title: '₦2,000 off orders over ₦10,000',
        applies: false,
        discount_amount: null,
        reason: NEEDS_MORE,
      }),
    ]);
    renderCheckout();
    const list = await offersList();
    expect(list.getByText(NEEDS_MORE)).toBeTruthy();
    expect(list.queryByRole('button', { name: /^Use JARA2000/ })).toBeNull();

    api.answer(PAYMENT_INFO, aPaymentInfo({ discount_amount: 250, discount_code: 'WELCOME10' }));
    expect(list.getByText('Saves ₦250')).toBeTruthy();
    fireEvent.click(list.getByRole('button', { name: 'Use WELCOME10' }));
    expect(await screen.findByText(/Code WELCOME10 applied/)).toBeTruthy();
    expect(queryOf(api.sent(PAYMENT_INFO).at(-1))).toMatchObject({ discount_code: 'WELCOME10' });
  });

  it.each(HOSTILE_STRINGS.map((hostile) => [hostile.name, hostile.text] as const))(
    'shows an offer titled %s as text',
    async (_name, text) => {
      api.answer(OFFERS, [anOffer({ title: text })]);
      renderCheckout();
      await offersList();
      expectShownAsText(screen.getByRole('region', { name: 'Your codes and offers' }), text);
      expectNothingRan();
    },
  );

  it('says when there is nothing to offer', async () => {
    renderCheckout();
    expect(await screen.findByText('You have no codes or offers for this order.')).toBeTruthy();
  });

  it('says when the list does not load, and loads it on retry', async () => {
    api.break(OFFERS, '500');
    renderCheckout();
    const failed = await screen.findByText('We could not load your codes and offers.');
    api.answer(OFFERS, [anOffer()]);
    fireEvent.click(
      within(failed.closest('[role="alert"]') as HTMLElement).getByRole('button', {
        name: 'Try again',
      }),
    );
    await waitFor(async () => expect((await offersList()).getByText('WELCOME10')).toBeTruthy());
  });
});
