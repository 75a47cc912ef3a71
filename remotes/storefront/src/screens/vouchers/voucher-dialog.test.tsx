/**
 * @jest-environment jest-fixed-jsdom
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { bus } from '@jara/bus';
import { useParcelProps } from '@jara/parcel/parcel';
import { cartStore } from '@jara/state/cart-store';
import { checkoutStore } from '@jara/state/checkout-store';
import { sessionStore } from '@jara/state/session-store';
import { setUpApiDouble } from '@jara/testing/api-double';
import { makeParcelProps } from '@jara/testing/parcel-props';
import { VOUCHER_NOT_FOUND } from './voucher-dialog';
import { aVoucher } from './voucher-fixtures';
import { currentAddress } from '../../testing/render-at-address';
import { renderVouchers } from '../../testing/render-vouchers';

jest.mock('@jara/parcel/parcel', () => ({ useParcelProps: jest.fn() }));

const api = setUpApiDouble();
// Several round trips on a two-core machine shared with another suite.
jest.setTimeout(15_000);
const DETAIL = 'GET /marketplace/vouchers/get_exclusive_vouchers/{id}';
const voucher = aVoucher();
let props: ReturnType<typeof makeParcelProps>;
const events: string[] = [];

beforeEach(() => {
  props = makeParcelProps();
  jest.mocked(useParcelProps).mockReturnValue(props);
  sessionStore.getState().signIn('token', 7);
  cartStore.getState().clear();
  checkoutStore.getState().clear();
  api.answer('GET /marketplace/vouchers/get_exclusive_vouchers', [voucher]);
  api.answer(DETAIL, voucher);
  events.length = 0;
});

const offToasts = bus.on('toast:show', ({ message }) => events.push(`toast: ${message}`));
const offCart = bus.on('cart:open', () => events.push('cart:open'));
afterAll(() => {
  offToasts();
  offCart();
});

async function openFromCard() {
  renderVouchers();
  fireEvent.click(await screen.findByRole('button', { name: `View voucher: ${voucher.title}` }));
  return screen.findByRole('dialog', { name: voucher.title });
}

describe('a voucher’s detail', () => {
  it('opens from its card into the URL, and Close goes back to the list', async () => {
    const dialog = await openFromCard();
    expect(currentAddress()).toBe('/marketplace/voucher?voucher=2');
    expect(await within(dialog).findByText('NAIJA15')).toBeTruthy();
    expect(api.sent(DETAIL).map((request) => new URL(request.url).pathname)).toEqual([
      expect.stringMatching(/\/get_exclusive_vouchers\/2$/),
    ]);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(currentAddress()).toBe('/marketplace/voucher');
  });

  it('opens from a link, and closing drops the voucher from the URL in place', async () => {
    renderVouchers('/marketplace/voucher?voucher=2');
    const dialog = await screen.findByRole('dialog', { name: voucher.title });
    expect(await within(dialog).findByText('Use by 12 March 2027')).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(currentAddress()).toBe('/marketplace/voucher'));
  });

  it.each([
    ['a hostile id', '%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
    ['an id the list does not hold', '99'],
  ])('says it cannot find %s, without echoing it or asking the server', async (_, raw) => {
    const { client } = renderVouchers(`/marketplace/voucher?voucher=${raw}`);
    const dialog = await screen.findByRole('dialog', { name: 'Voucher' });
    expect(within(dialog).getByRole('alert').textContent).toBe(VOUCHER_NOT_FOUND);
    expect(dialog.textContent).not.toContain('script');
    expect(dialog.textContent).not.toContain('99');
    await waitFor(() => expect(client.isFetching()).toBe(0));
    expect(api.sent(DETAIL)).toHaveLength(0);
  });

  it('offers a retry when the detail fails to load', async () => {
    api.drop(DETAIL);
    const dialog = await openFromCard();
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('We could not load this voucher.');
    api.answer(DETAIL, voucher);
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await within(dialog).findByText('NAIJA15')).toBeTruthy();
  });

  it('copies the code and says so', async () => {
    const writeText = jest.fn(() => Promise.resolve());
    Object.assign(navigator, { clipboard: { writeText } });
    const dialog = await openFromCard();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Copy code' }));
    await waitFor(() => expect(within(dialog).getByRole('status').textContent).toBe('Copied'));
    expect(writeText).toHaveBeenCalledWith('NAIJA15');
  });

  it('asks to copy by hand when neither the clipboard nor the copy command works', async () => {
    Object.assign(navigator, { clipboard: { writeText: () => Promise.reject(new Error('no')) } });
    document.execCommand = jest.fn(() => false);
    const dialog = await openFromCard();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Copy code' }));
    await waitFor(() => expect(within(dialog).getByRole('status').textContent).toMatch(/copy it/));
  });

  it('“Use” carries the code to checkout and opens the customer’s cart', async () => {
    cartStore.setState({ cartIds: { 'vendor-1': 'cart-1' } });
    const dialog = await openFromCard();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Use' }));
    expect(checkoutStore.getState().nextCode).toBe('NAIJA15');
    expect(events).toEqual(['toast: We will apply NAIJA15 at checkout.', 'cart:open']);
    expect(props.navigate).not.toHaveBeenCalled();
  });

  it('“Use” without a cart takes the customer to the marketplace', async () => {
    const dialog = await openFromCard();
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Use' }));
    expect(checkoutStore.getState().nextCode).toBe('NAIJA15');
    expect(events).toEqual(['toast: We will apply NAIJA15 at checkout.']);
    expect(props.navigate).toHaveBeenCalledWith('/stores');
  });
});
