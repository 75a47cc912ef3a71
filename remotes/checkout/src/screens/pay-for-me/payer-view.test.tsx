import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@jara/api/api-error';
import { getPayForMe, startPayForMePayment } from '@jara/api/payments';
import { aPayForMeRequest } from '../../testing/pay-for-me-fixtures';
import { renderPayForMe } from '../../testing/render-pay-for-me';
import { goToProviderPage } from '@jara/api/provider-page';
import { PROVIDER_UNREACHABLE } from './use-start-payment';
import type * as ProviderPage from '@jara/api/provider-page';

jest.mock('@jara/api/payments');
jest.mock('@jara/api/provider-page', () => ({
  ...jest.requireActual<typeof ProviderPage>('@jara/api/provider-page'),
  goToProviderPage: jest.fn(),
}));

const RETURN_URL = `${window.location.origin}/store/checkout/pay-for-me?link=pfm_token_1`;
const PROVIDER = 'http://localhost:8091/pay/PAY-1';

const payButton = () => screen.findByRole('button', { name: 'Pay ₦6,000' });

beforeEach(() => {
  jest.resetAllMocks();
  sessionStorage.clear();
  jest.mocked(getPayForMe).mockResolvedValue(aPayForMeRequest());
  jest
    .mocked(startPayForMePayment)
    .mockResolvedValue({ reference: 'PAY-1', authorization_url: PROVIDER });
});

describe('PayerView', () => {
  it('shows whose order it is, every line with its add-ons, the fees and the total', async () => {
    renderPayForMe();
    expect(await screen.findByRole('heading', { name: 'Ada asks you to pay for this order' }));
    expect(screen.getByText('2 × Jollof rice')).toBeTruthy();
    expect(screen.getByText('with Fried plantain')).toBeTruthy();
    const facts = [...document.querySelectorAll('dl > div')].map((row) => row.textContent);
    expect(facts).toEqual([
      'Subtotal₦5,600',
      'Delivery fee₦800',
      'Service fee₦100',
      'Discount-₦500',
      'Total₦6,000',
    ]);
  });

  it('sends the payer to the provider once, however often they click', async () => {
    renderPayForMe();
    const button = await payButton();
    fireEvent.click(button);
    fireEvent.click(button);
    await waitFor(() => expect(goToProviderPage).toHaveBeenCalledWith(PROVIDER));
    expect(startPayForMePayment).toHaveBeenCalledTimes(1);
    expect(startPayForMePayment).toHaveBeenCalledWith('pfm_token_1', {
      return_url: RETURN_URL,
      idempotency_key: expect.any(String),
    });
    expect(screen.getByRole('button', { name: /Opening the payment page/ })).toBeTruthy();
  });

  it('asks with the same key after a reload before the provider page opened', async () => {
    jest
      .mocked(startPayForMePayment)
      .mockRejectedValueOnce(new ApiError({ kind: 'timeout', message: 'Timeout' }));
    const { unmount } = renderPayForMe();
    fireEvent.click(await payButton());
    expect(await screen.findByText(PROVIDER_UNREACHABLE)).toBeTruthy();
    unmount();

    renderPayForMe();
    fireEvent.click(await payButton());
    await waitFor(() => expect(startPayForMePayment).toHaveBeenCalledTimes(2));
    const keys = jest
      .mocked(startPayForMePayment)
      .mock.calls.map(([, body]) => body.idempotency_key);
    expect(keys[1]).toBe(keys[0]);
  });

  it('never leaves for an address that is not a web page', async () => {
    jest
      .mocked(startPayForMePayment)
      .mockResolvedValue({ reference: 'PAY-1', authorization_url: 'javascript:alert(1)' });
    renderPayForMe();
    fireEvent.click(await payButton());
    expect(await screen.findByText(PROVIDER_UNREACHABLE)).toBeTruthy();
    expect(goToProviderPage).not.toHaveBeenCalled();
  });

  it('shows the server refusal and re-reads the link', async () => {
    jest
      .mocked(startPayForMePayment)
      .mockRejectedValue(
        new ApiError({ kind: 'http', status: 409, message: 'This order has already been paid.' }),
      );
    renderPayForMe();
    fireEvent.click(await payButton());
    expect(await screen.findByText('This order has already been paid.')).toBeTruthy();
    await waitFor(() => expect(getPayForMe).toHaveBeenCalledTimes(2));
  });
});
