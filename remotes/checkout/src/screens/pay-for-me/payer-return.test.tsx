import { fireEvent, screen, waitFor } from '@testing-library/react';
import { providerPage } from '@jara/testing/provider-page';
import { setUpApiDouble } from '@jara/testing/api-double';
import { bodyOf } from '@jara/testing/sent-requests';
import { aPayForMeRequest } from '../../testing/pay-for-me-fixtures';
import { renderPayForMe } from '../../testing/render-pay-for-me';
import { attemptKey } from './payment-attempt';

const api = setUpApiDouble();
const VERIFY = 'POST /marketplace/pay_for_me/{token}/verify';
const BACK = '?link=pfm_token_1&reference=PAY-1&status=success';
const PROVIDER = providerPage('PAY-2');

beforeEach(() => {
  sessionStorage.clear();
  api.answer('GET /marketplace/pay_for_me/{token}', aPayForMeRequest());
});

afterEach(() => window.history.replaceState(null, '', '/'));

describe('PayerReturn', () => {
  it('thanks the payer once the server confirms the payment', async () => {
    api.answer(VERIFY, aPayForMeRequest({ status: 'paid' }));
    renderPayForMe(BACK);
    expect(await screen.findByRole('heading', { name: "Thank you, you paid for Ada's order" }));
    expect(screen.getByText(/You paid/).textContent).toContain('₦6,000');
    expect(new URL(api.sent(VERIFY)[0]!.url).pathname).toBe(
      '/api/marketplace/pay_for_me/pfm_token_1/verify',
    );
    expect(await Promise.all(api.sent(VERIFY).map(bodyOf))).toEqual([{ reference: 'PAY-1' }]);
  });

  it("trusts the server, not the status in the address, and gives the provider's reason", async () => {
    api.answer(
      VERIFY,
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
    api.answer(
      VERIFY,
      aPayForMeRequest({ last_payment: { status: 'cancelled', failure_reason: null } }),
    );
    renderPayForMe('?link=pfm_token_1&reference=PAY-1&status=success');
    expect(await screen.findByText('You cancelled the payment.')).toBeTruthy();
  });

  it('tries again as a new attempt with a new key', async () => {
    const oldKey = attemptKey('pfm_token_1');
    api.answer(VERIFY, aPayForMeRequest());
    api.answer('POST /marketplace/pay_for_me/{token}/pay', {
      reference: 'PAY-2',
      authorization_url: PROVIDER,
    });
    renderPayForMe(BACK);
    fireEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(window.location.href).toBe(PROVIDER));
    const [body] = await Promise.all(
      api.sent('POST /marketplace/pay_for_me/{token}/pay').map(bodyOf<{ idempotency_key: string }>),
    );
    expect(body!.idempotency_key).not.toBe(oldKey);
  });

  it('says the link expired when it did so before the payment', async () => {
    api.answer(VERIFY, aPayForMeRequest({ status: 'expired' }));
    renderPayForMe(BACK);
    expect(await screen.findByText('Ask Ada for a new one.')).toBeTruthy();
  });

  it('offers to check again when the check failed', async () => {
    api.drop(VERIFY);
    renderPayForMe(BACK);
    const checkAgain = await screen.findByRole('button', { name: 'Try again' });
    api.answer(VERIFY, aPayForMeRequest({ status: 'paid' }));
    fireEvent.click(checkAgain);
    expect(await screen.findByRole('heading', { name: "Thank you, you paid for Ada's order" }));
  });
});
