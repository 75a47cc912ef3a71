import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ApiError } from '@jara/api/api-error';
import { getPayForMe, startPayForMePayment, verifyPayForMePayment } from '@jara/api/payments';
import { aPayForMeRequest } from '../../testing/pay-for-me-fixtures';
import { renderPayForMe } from '../../testing/render-pay-for-me';
import { attemptKey } from './payment-attempt';
import { goToProviderPage } from '@jara/api/provider-page';
import type * as ProviderPage from '@jara/api/provider-page';

jest.mock('@jara/api/payments');
jest.mock('@jara/api/provider-page', () => ({
  ...jest.requireActual<typeof ProviderPage>('@jara/api/provider-page'),
  goToProviderPage: jest.fn(),
}));

const BACK = '?link=pfm_token_1&reference=PAY-1&status=success';

beforeEach(() => {
  jest.resetAllMocks();
  sessionStorage.clear();
  jest.mocked(getPayForMe).mockResolvedValue(aPayForMeRequest());
});

describe('PayerReturn', () => {
  it('thanks the payer once the server confirms the payment', async () => {
    jest.mocked(verifyPayForMePayment).mockResolvedValue(aPayForMeRequest({ status: 'paid' }));
    renderPayForMe(BACK);
    expect(await screen.findByRole('heading', { name: "Thank you, you paid for Ada's order" }));
    expect(screen.getByText(/You paid/).textContent).toContain('₦6,000');
    expect(verifyPayForMePayment).toHaveBeenCalledWith('pfm_token_1', 'PAY-1', expect.anything());
  });

  it("trusts the server, not the status in the address, and gives the provider's reason", async () => {
    jest.mocked(verifyPayForMePayment).mockResolvedValue(
      aPayForMeRequest({
        last_payment: { status: 'failed', failure_reason: 'Insufficient funds' },
      }),
    );
    renderPayForMe(BACK);
    expect(await screen.findByRole('heading', { name: 'Your payment was not completed' }));
    expect(screen.getByText('The card was declined: Insufficient funds.')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Order from Mama Put Kitchen' })).toBeTruthy();
  });

  it('says a cancelled payment was cancelled', async () => {
    jest
      .mocked(verifyPayForMePayment)
      .mockResolvedValue(
        aPayForMeRequest({ last_payment: { status: 'cancelled', failure_reason: null } }),
      );
    renderPayForMe('?link=pfm_token_1&reference=PAY-1&status=success');
    expect(await screen.findByText('You cancelled the payment.')).toBeTruthy();
  });

  it('tries again as a new attempt with a new key', async () => {
    const oldKey = attemptKey('pfm_token_1');
    jest.mocked(verifyPayForMePayment).mockResolvedValue(aPayForMeRequest());
    jest.mocked(startPayForMePayment).mockResolvedValue({
      reference: 'PAY-2',
      authorization_url: 'http://localhost:8091/pay/PAY-2',
    });
    renderPayForMe(BACK);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(goToProviderPage).toHaveBeenCalled());
    const [, body] = jest.mocked(startPayForMePayment).mock.calls[0]!;
    expect(body.idempotency_key).not.toBe(oldKey);
  });

  it('says the link expired when it did so before the payment', async () => {
    jest.mocked(verifyPayForMePayment).mockResolvedValue(aPayForMeRequest({ status: 'expired' }));
    renderPayForMe(BACK);
    expect(await screen.findByText('Ask Ada for a new one.')).toBeTruthy();
  });

  it('offers to check again when the check failed', async () => {
    jest
      .mocked(verifyPayForMePayment)
      .mockRejectedValueOnce(new ApiError({ kind: 'network', message: 'Network Error' }))
      .mockResolvedValueOnce(aPayForMeRequest({ status: 'paid' }));
    renderPayForMe(BACK);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: "Thank you, you paid for Ada's order" }));
  });
});
