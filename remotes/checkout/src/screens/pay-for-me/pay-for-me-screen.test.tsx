import { fireEvent, screen, waitFor } from '@testing-library/react';
import { bus } from '@jara/bus';
import { currentPageMeta } from '@jara/parcel/page-meta';
import { setUpApiDouble } from '@jara/testing/api-double';
import { expectNothingRan } from '@jara/testing/hostile-checks';
import { HOSTILE_STRINGS } from '@jara/testing/hostile-strings';
import { aPayForMeRequest } from '../../testing/pay-for-me-fixtures';
import { renderPayForMe } from '../../testing/render-pay-for-me';

const api = setUpApiDouble();
const READ = 'GET /marketplace/pay_for_me/{token}';

describe('PayForMeScreen without a link', () => {
  it('explains pay-for-me and opens the cart', () => {
    const opened = jest.fn();
    const stop = bus.on('cart:open', opened);
    const { client } = renderPayForMe('');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Let someone else pay for your order',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open your cart' }));
    expect(opened).toHaveBeenCalledWith({});
    // Nothing on its way: a read counts as fetching at once, before its request leaves.
    expect(client.isFetching()).toBe(0);
    stop();
  });

  // The e2e hostile-pay-for-me-link spec keeps two of these strings: here all of them.
  it.each(HOSTILE_STRINGS)(
    'treats $name as a link as no link at all: explains pay-for-me, looks nothing up, never shows it',
    ({ text }) => {
      const { client, container } = renderPayForMe(`?link=${encodeURIComponent(text)}`);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
        'Let someone else pay for your order',
      );
      expect(screen.getByRole('button', { name: 'Open your cart' })).toBeTruthy();
      expect(container.textContent).not.toContain(text);
      expectNothingRan();
      expect(client.isFetching()).toBe(0);
    },
  );
});

describe('PayForMeScreen loading the link', () => {
  it('shows a skeleton while the request loads', async () => {
    api.break(READ, 'hang');
    renderPayForMe();
    expect(screen.getByRole('status').textContent).toBe('Loading the payment link');
    await waitFor(() => expect(api.sent(READ)).toHaveLength(1));
    expect(new URL(api.sent(READ)[0]!.url).pathname).toBe(
      '/api/marketplace/pay_for_me/pfm_token_1',
    );
    expect(screen.getByRole('status').textContent).toBe('Loading the payment link');
  });

  it('says a link the server does not know does not exist', async () => {
    api.refuse(READ, 404, 'Not found');
    renderPayForMe();
    expect(await screen.findByRole('heading', { name: 'This payment link does not exist' }));
  });

  it('offers to try again when the request could not be loaded', async () => {
    api.drop(READ);
    renderPayForMe();
    const tryAgain = await screen.findByRole('button', { name: 'Try again' });
    api.answer(READ, aPayForMeRequest());
    fireEvent.click(tryAgain);
    expect(await screen.findByRole('heading', { name: 'Ada asks you to pay for this order' }));
  });

  it('says a paid link is paid, and an expired one whom to ask', async () => {
    api.answer(READ, aPayForMeRequest({ status: 'paid' }));
    const { unmount } = renderPayForMe();
    expect(await screen.findByRole('heading', { name: 'This order has already been paid' }));
    unmount();

    api.answer(READ, aPayForMeRequest({ status: 'expired' }));
    renderPayForMe();
    expect(await screen.findByRole('heading', { name: 'This payment link has expired' }));
    expect(screen.getByText('Ask Ada for a new one.')).toBeTruthy();
  });

  it.each(HOSTILE_STRINGS)('renders $name as a name as text', async ({ text: name }) => {
    const request = aPayForMeRequest({ customer_first_name: name });
    request.order.items[0]!.name = name;
    api.answer(READ, request);
    const { container } = renderPayForMe();
    expect(await screen.findByRole('heading', { name: `${name} asks you to pay for this order` }));
    expect(screen.getByText(`2 × ${name}`)).toBeTruthy();
    expect(container.querySelector('script, img')).toBeNull();
    await waitFor(() => expect(currentPageMeta()?.title).toBe(`Pay for ${name}'s order`));
  });
});
