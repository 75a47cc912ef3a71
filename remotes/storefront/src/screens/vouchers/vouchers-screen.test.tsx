/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, within } from '@testing-library/react';
import { useParcelProps } from '@jara/parcel/parcel';
import { sessionStore } from '@jara/state/session-store';
import { setUpApiDouble } from '@jara/testing/api-double';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { aVoucher } from './voucher-fixtures';
import { SIGN_IN_FOR_VOUCHERS } from './vouchers-screen';
import { renderVouchers } from '../../testing/render-vouchers';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const api = setUpApiDouble();
// Round trips through the real client on a two-core machine shared with another suite.
jest.setTimeout(15_000);
const LIST = 'GET /marketplace/vouchers/get_exclusive_vouchers';
let props: ReturnType<typeof makeParcelProps>;

beforeEach(() => {
  props = makeParcelProps();
  jest.mocked(useParcelProps).mockReturnValue(props);
  sessionStore.getState().signIn('token', 7);
});

describe('VouchersScreen', () => {
  it('shows skeleton cards, then each voucher with what it gives, its minimum and expiry', async () => {
    api.answer(LIST, [
      aVoucher(),
      aVoucher({
        id: 1,
        title: '₦2,000 off',
        discount_type: 'fixed',
        value: 2000,
        minimum_order: 10000,
      }),
    ]);
    renderVouchers();
    expect(screen.getByRole('status').textContent).toBe('Loading your vouchers');
    const cards = await screen.findAllByTestId('voucher-card');
    expect(cards.map((card) => card.textContent)).toEqual([
      expect.stringContaining('15% off'),
      expect.stringContaining('₦2,000 off'),
    ]);
    expect(within(cards[1]!).getByText('On orders of ₦10,000 or more')).toBeTruthy();
    expect(within(cards[0]!).getByText('No minimum order')).toBeTruthy();
    expect(within(cards[0]!).getByText('Use by 12 March 2027')).toBeTruthy();
  });

  it('writes Kenyan vouchers in shillings', async () => {
    props.country = 'KE';
    api.answer(LIST, [
      aVoucher({ id: 5, discount_type: 'fixed', value: 300, minimum_order: 2000, currency: 'KES' }),
    ]);
    renderVouchers();
    const card = await screen.findByTestId('voucher-card');
    expect(card.textContent).toContain('KSh 300 off');
    expect(card.textContent).toContain('On orders of KSh 2,000 or more');
  });

  it('shows a hostile title as text', async () => {
    const hostile = '"><img src=x onerror="alert(1)"><script>alert(2)</script>';
    api.answer(LIST, [aVoucher({ title: hostile })]);
    const { container } = renderVouchers();
    expect(await screen.findByRole('heading', { level: 2, name: hostile })).toBeTruthy();
    expect(container.querySelector('img, script')).toBeNull();
  });

  it('says when there are no vouchers, and points to the marketplace', async () => {
    api.answer(LIST, []);
    renderVouchers();
    expect(await screen.findByText(/No vouchers for you right now/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Browse the marketplace' }).getAttribute('href')).toBe(
      '/stores',
    );
  });

  it('offers a retry when the list fails to load', async () => {
    api.drop(LIST);
    renderVouchers();
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('We could not load your vouchers.');
    api.answer(LIST, [aVoucher()]);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByTestId('voucher-card')).toBeTruthy();
  });

  it('asks a visitor to sign in, and asks the API nothing', () => {
    sessionStore.getState().clear();
    const { client } = renderVouchers();
    expect(props.requestLogin).toHaveBeenCalledWith('customer', SIGN_IN_FOR_VOUCHERS);
    expect(screen.getByText(`${SIGN_IN_FOR_VOUCHERS}.`)).toBeTruthy();
    // Nothing on its way: a read counts as fetching at once, before its request leaves.
    expect(client.isFetching()).toBe(0);
    expect(api.sent(LIST)).toHaveLength(0);
  });
});
