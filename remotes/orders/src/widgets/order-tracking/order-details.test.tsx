/**
 * @jest-environment jest-fixed-jsdom
 */
import { act, fireEvent, screen, within } from '@testing-library/react';
import { ordersKeys } from '@jara/query/orders-queries';
import { setUpApiDouble } from '@jara/testing/api-double';
import { anOrder } from '@jara/testing/builders/order';
import { expectShownAsText } from '@jara/testing/hostile-checks';
import { HOSTILE_STRINGS } from '@jara/testing/hostile-strings';
import { makeActiveOrder } from '../../testing/order-fixtures';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { renderWithQuery } from '@jara/testing/render-with-query';
import { OrderDetails } from './order-details';

const api = setUpApiDouble();
const DETAILS = 'GET /marketplace/orders/{id}';
const mockProps = makeParcelProps();
jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: () => mockProps }));

const renderDetails = (onLeave = jest.fn(), onBack = jest.fn()) =>
  renderWithQuery(<OrderDetails orderId="order-1" onBack={onBack} onLeave={onLeave} />);

describe('OrderDetails', () => {
  beforeEach(() => jest.clearAllMocks());

  it('shows the items with add-ons, the fees, discount, payment, address and the store', async () => {
    api.answer(DETAILS, anOrder());
    const onLeave = jest.fn();
    renderDetails(onLeave);
    expect(await screen.findByRole('heading', { name: 'Order JR-MPK001' })).toBeTruthy();
    const items = screen.getByRole('region', { name: 'Items' });
    expect(items.textContent).toContain('2×Jollof riceFried plantain₦6,000');
    for (const text of [
      'Subtotal₦6,800',
      'Delivery fee₦1,000',
      'Service fee₦200',
      'Discount (WELCOME10)-₦680',
      'Total₦7,320',
    ])
      expect(items.textContent).toContain(text);
    expect(screen.getByText('5 Admiralty Way, Lekki')).toBeTruthy();
    expect(screen.getByText('Jara wallet')).toBeTruthy();
    const store = screen.getByRole('link', { name: 'Mama Put Kitchen' });
    expect(store.getAttribute('href')).toBe('/stores/mama-put-kitchen');
    fireEvent.click(store);
    expect(onLeave).toHaveBeenCalled();
    expect(mockProps.navigate).toHaveBeenCalledWith('/stores/mama-put-kitchen');
  });

  it('says which way paid an order paid online, also through a pay-for-me link', async () => {
    api.answer(DETAILS, anOrder({ payment_method: 'card', paid_with: 'mpesa' }));
    const first = renderDetails();
    const facts = (await screen.findByText('5 Admiralty Way, Lekki')).closest('dl')!;
    expect(facts.textContent).toContain('PaymentM-Pesa');
    first.unmount();
    api.answer(DETAILS, anOrder({ payment_method: 'pay_for_me', paid_with: 'bank_transfer' }));
    renderDetails();
    expect(
      await screen.findByText('Paid by someone else (pay-for-me link), Bank transfer'),
    ).toBeTruthy();
  });

  it('says where the money of a cancelled order went', async () => {
    api.answer(
      DETAILS,
      anOrder({
        status: 'rejected',
        payment_method: 'card',
        paid_with: 'mpesa',
        refund: { amount: 7_320, to: 'mpesa', at: '2025-03-01T12:30:00Z' },
      }),
    );
    renderDetails();
    const facts = (await screen.findByText('5 Admiralty Way, Lekki')).closest('dl')!;
    expect(facts.textContent).toContain('Refund₦7,320 refunded to your M-Pesa');
  });

  it('shows what the rider needs at the door: building, landmark, phone and instructions', async () => {
    api.answer(DETAILS, anOrder());
    renderDetails();
    const facts = await screen.findByText('5 Admiralty Way, Lekki');
    const list = facts.closest('dl')!;
    expect(list.textContent).toContain('Building or estateBlock C, Flat 4');
    expect(list.textContent).toContain('LandmarkOpposite the filling station');
    expect(list.textContent).toContain('Phone for the rider+2348031112233');
    expect(list.textContent).toContain('Delivery instructionsCall on arrival');
  });

  it.each(HOSTILE_STRINGS)('shows a hostile drop-off ($name) as text', async ({ text }) => {
    const drop_off = {
      street: text,
      building: text,
      landmark: text,
      phone: null,
      instructions: text,
    };
    api.answer(DETAILS, anOrder({ delivery_address: 'Lekki Phase 1, Lagos', drop_off }));
    renderDetails();
    const list = (await screen.findByText('Lekki Phase 1, Lagos')).closest('dl')!;
    expectShownAsText(list as HTMLElement, text);
  });

  it('says where to pick up a pickup order', async () => {
    api.answer(DETAILS, anOrder({ delivery_type: 'pickup' }));
    renderDetails();
    expect(await screen.findByText('Pickup at 12 Allen Avenue, Ikeja')).toBeTruthy();
  });

  it('lists every status with its time and the ETA, and moves with the cache', async () => {
    api.answer(DETAILS, makeActiveOrder('preparing'));
    const { client } = renderDetails();
    const timeline = await screen.findByTestId('order-timeline');
    expect(screen.getByText(/Arrives 13:37–13:52/)).toBeTruthy();
    const steps = within(timeline).getAllByRole('listitem');
    expect(steps.map((step) => step.textContent)).toEqual([
      expect.stringMatching(/^Waiting for the store1 Mar 2025/),
      expect.stringMatching(/^Accepted/),
      expect.stringMatching(/^Being prepared/),
      'ReadyComing up',
      'On the wayComing up',
      'DeliveredComing up',
    ]);
    act(() => client.setQueryData(ordersKeys.details('order-1'), anOrder()));
    expect(await within(timeline).findByText('Delivered')).toBeTruthy();
    expect(within(timeline).queryByText('Coming up')).toBeNull();
    expect(screen.queryByText(/Arrives/)).toBeNull();
    expect(api.sent('GET marketplace/orders/{id}/latest')).toHaveLength(0);
  });

  it('says an order that is not found is not there, without a retry', async () => {
    api.refuse(DETAILS, 404, 'Not found');
    renderDetails();
    expect((await screen.findByRole('alert')).textContent).toContain(
      'We could not find this order.',
    );
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('offers a retry when the order cannot be read, and goes back', async () => {
    api.drop(DETAILS);
    const onBack = jest.fn();
    renderDetails(jest.fn(), onBack);
    expect(screen.getByText('Loading the order')).toBeTruthy();
    const alert = await screen.findByRole('alert');
    api.answer(DETAILS, anOrder());
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Order JR-MPK001' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: /Back to orders/ }));
    expect(onBack).toHaveBeenCalled();
  });

  it('offers picking up only for a ready pickup, and rating only for an unrated completed order', async () => {
    api.answer(DETAILS, makeActiveOrder('ready', { delivery_type: 'pickup' }));
    const { client } = renderDetails();
    expect(await screen.findByRole('button', { name: "I've picked it up" })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Order again' })).toBeNull();
    act(() =>
      client.setQueryData(
        ordersKeys.details('order-1'),
        anOrder({ rating: 5, rating_comment: 'Lovely' }),
      ),
    );
    expect(await screen.findByTestId('order-rating')).toBeTruthy();
    expect(screen.getByText('Lovely')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Send rating' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Order again' })).toBeTruthy();
  });
});
