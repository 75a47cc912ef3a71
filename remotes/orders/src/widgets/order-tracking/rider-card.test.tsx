/**
 * @jest-environment jest-fixed-jsdom
 */
import { screen, within } from '@testing-library/react';
import { setUpApiDouble } from '@jara/testing/api-double';
import { anOrder } from '@jara/testing/builders/order';
import { aRider } from '@jara/testing/builders/rider';
import { expectShownAsText } from '@jara/testing/hostile-checks';
import { HOSTILE_STRINGS } from '@jara/testing/hostile-strings';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { makeActiveOrder } from '../../testing/order-fixtures';
import { OrderDetails } from './order-details';
import { distanceText } from './rider-card';

const api = setUpApiDouble();
const DETAILS = 'GET /marketplace/orders/{id}';
const mockProps = makeParcelProps();
jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: () => mockProps }));

const renderDetails = () =>
  renderWithQuery(<OrderDetails orderId="order-1" onBack={jest.fn()} onLeave={jest.fn()} />);
const onTheWay = (rider = aRider()) => makeActiveOrder('in_transit', { rider });

describe('the rider card', () => {
  it('shows who is coming, on what, how far along, and when (Lagos time)', async () => {
    api.answer(DETAILS, onTheWay());
    renderDetails();
    const card = await screen.findByTestId('rider-card');
    expect(within(card).getByText('Tunde Bakare')).toBeTruthy();
    expect(within(card).getByText('Motorbike · LND 482 KJ')).toBeTruthy();
    expect(within(card).getByText('2.4 km away')).toBeTruthy();
    const bar = within(card).getByRole('progressbar', { name: /way from the store/ });
    expect(bar.getAttribute('aria-valuenow')).toBe('35');
    expect(bar.getAttribute('aria-valuetext')).toBe('35% of the way, 2.4 km away');
    expect(within(card).getByTestId('rider-route').querySelectorAll('polyline')).toHaveLength(2);
    expect(screen.getByText('· Arrives around 13:42')).toBeTruthy();
  });

  it('gives the arrival on Nairobi’s clock for a Kenyan order', async () => {
    api.answer(DETAILS, { ...onTheWay(aRider({ phone: '+254712345001' })), currency: 'KES' });
    renderDetails();
    expect(await screen.findByText('· Arrives around 15:42')).toBeTruthy();
    const call = screen.getByRole('link', { name: /^Call Tunde/ });
    expect(call.getAttribute('href')).toBe('tel:+254712345001');
  });

  it('calls the rider and the store', async () => {
    api.answer(DETAILS, onTheWay());
    renderDetails();
    const rider = await screen.findByRole('link', { name: 'Call Tunde +2348031234567' });
    expect(rider.getAttribute('href')).toBe('tel:+2348031234567');
    const store = screen.getByRole('link', { name: 'Call Mama Put Kitchen' });
    expect(store.getAttribute('href')).toBe('tel:+23412009876');
  });

  it('is not there before pickup, nor for an order that is over; the store call is, until then', async () => {
    api.answer(DETAILS, makeActiveOrder('preparing'));
    const first = renderDetails();
    expect(await screen.findByRole('link', { name: 'Call Mama Put Kitchen' })).toBeTruthy();
    expect(screen.queryByTestId('rider-card')).toBeNull();
    first.unmount();
    api.answer(DETAILS, anOrder());
    renderDetails();
    await screen.findByRole('heading', { name: 'Order JR-MPK001' });
    expect(screen.queryByTestId('rider-card')).toBeNull();
    expect(screen.queryByRole('link', { name: /^Call/ })).toBeNull();
  });

  it.each(HOSTILE_STRINGS)(
    'shows a hostile rider name and vehicle ($name) as text',
    async ({ text }) => {
      api.answer(DETAILS, onTheWay(aRider({ name: text, vehicle: text })));
      renderDetails();
      const card = await screen.findByTestId('rider-card');
      expectShownAsText(card, text);
      expect(within(card).getAllByText(text, { exact: true })).toHaveLength(2);
    },
  );
});

describe('distanceText', () => {
  it('says kilometres, then metres when close, then that the rider is there', () => {
    expect(distanceText(12.345)).toBe('12.3 km away');
    expect(distanceText(1)).toBe('1 km away');
    expect(distanceText(0.42)).toBe('400 m away');
    expect(distanceText(0.04)).toBe('At your door');
  });
});
