import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@jara/api/api-error';
import { getPayForMe } from '@jara/api/payments';
import { bus } from '@jara/bus';
import { currentPageMeta } from '@jara/parcel/page-meta';
import { expectNothingRan } from '@jara/testing/hostile-checks';
import { HOSTILE_STRINGS } from '@jara/testing/hostile-strings';
import { aPayForMeRequest } from '../../testing/pay-for-me-fixtures';
import { renderPayForMe } from '../../testing/render-pay-for-me';

jest.mock('@jara/api/payments');

beforeEach(() => jest.resetAllMocks());

describe('PayForMeScreen without a link', () => {
  it('explains pay-for-me and opens the cart', () => {
    const opened = jest.fn();
    const stop = bus.on('cart:open', opened);
    renderPayForMe('');
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Let someone else pay for your order',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Open your cart' }));
    expect(opened).toHaveBeenCalledWith({});
    expect(getPayForMe).not.toHaveBeenCalled();
    stop();
  });

  // The e2e hostile-pay-for-me-link spec keeps two of these strings: here all of them.
  it.each(HOSTILE_STRINGS)(
    'treats $name as a link as no link at all: explains pay-for-me, looks nothing up, never shows it',
    ({ text }) => {
      const { container } = renderPayForMe(`?link=${encodeURIComponent(text)}`);
      expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
        'Let someone else pay for your order',
      );
      expect(screen.getByRole('button', { name: 'Open your cart' })).toBeTruthy();
      expect(container.textContent).not.toContain(text);
      expectNothingRan();
      expect(getPayForMe).not.toHaveBeenCalled();
    },
  );
});

describe('PayForMeScreen loading the link', () => {
  it('shows a skeleton while the request loads', async () => {
    jest.mocked(getPayForMe).mockReturnValue(new Promise(() => {}));
    renderPayForMe();
    expect(screen.getByRole('status').textContent).toBe('Loading the payment link');
    await waitFor(() => expect(getPayForMe).toHaveBeenCalledWith('pfm_token_1', expect.anything()));
  });

  it('says a link the server does not know does not exist', async () => {
    jest
      .mocked(getPayForMe)
      .mockRejectedValue(new ApiError({ kind: 'http', status: 404, message: 'Not found' }));
    renderPayForMe();
    expect(await screen.findByRole('heading', { name: 'This payment link does not exist' }));
  });

  it('offers to try again when the request could not be loaded', async () => {
    jest
      .mocked(getPayForMe)
      .mockRejectedValueOnce(new ApiError({ kind: 'network', message: 'Network Error' }))
      .mockResolvedValueOnce(aPayForMeRequest());
    renderPayForMe();
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Ada asks you to pay for this order' }));
  });

  it('says a paid link is paid, and an expired one whom to ask', async () => {
    jest.mocked(getPayForMe).mockResolvedValue(aPayForMeRequest({ status: 'paid' }));
    const { unmount } = renderPayForMe();
    expect(await screen.findByRole('heading', { name: 'This order has already been paid' }));
    unmount();

    jest.mocked(getPayForMe).mockResolvedValue(aPayForMeRequest({ status: 'expired' }));
    renderPayForMe();
    expect(await screen.findByRole('heading', { name: 'This payment link has expired' }));
    expect(screen.getByText('Ask Ada for a new one.')).toBeTruthy();
  });

  it.each(HOSTILE_STRINGS)('renders $name as a name as text', async ({ text: name }) => {
    const request = aPayForMeRequest({ customer_first_name: name });
    request.order.items[0]!.name = name;
    jest.mocked(getPayForMe).mockResolvedValue(request);
    const { container } = renderPayForMe();
    expect(await screen.findByRole('heading', { name: `${name} asks you to pay for this order` }));
    expect(screen.getByText(`2 × ${name}`)).toBeTruthy();
    expect(container.querySelector('script, img')).toBeNull();
    await waitFor(() => expect(currentPageMeta()?.title).toBe(`Pay for ${name}'s order`));
  });
});
