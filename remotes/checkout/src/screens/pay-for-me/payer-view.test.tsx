import { fireEvent, screen, waitFor } from '@testing-library/react';
import { providerPage } from '@jara/testing/provider-page';
import { setUpApiDouble } from '@jara/testing/api-double';
import { bodyOf } from '@jara/testing/sent-requests';
import { aPayForMeRequest } from '../../testing/pay-for-me-fixtures';
import { renderPayForMe } from '../../testing/render-pay-for-me';
import { PROVIDER_UNREACHABLE } from './use-start-payment';

const api = setUpApiDouble();
const PAY = 'POST /marketplace/pay_for_me/{token}/pay';
const RETURN_URL = `${window.location.origin}/store/checkout/pay-for-me?link=pfm_token_1`;
const PROVIDER = providerPage('PAY-1');
const START = 'http://localhost/';

const payButton = () => screen.findByRole('button', { name: 'Pay ₦6,000' });

beforeEach(() => {
  sessionStorage.clear();
  api.answer('GET /marketplace/pay_for_me/{token}', aPayForMeRequest());
  api.answer(PAY, { reference: 'PAY-1', authorization_url: PROVIDER });
});

afterEach(() => window.history.replaceState(null, '', '/'));

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
    await waitFor(() => expect(window.location.href).toBe(PROVIDER));
    expect(new URL(api.sent(PAY)[0]!.url).pathname).toBe(
      '/api/marketplace/pay_for_me/pfm_token_1/pay',
    );
    expect(await Promise.all(api.sent(PAY).map(bodyOf))).toEqual([
      { return_url: RETURN_URL, idempotency_key: expect.any(String) },
    ]);
    expect(screen.getByRole('button', { name: /Opening the payment page/ })).toBeTruthy();
  });

  it('asks with the same key after a reload before the provider page opened', async () => {
    api.drop(PAY);
    const { unmount } = renderPayForMe();
    fireEvent.click(await payButton());
    expect(await screen.findByText(PROVIDER_UNREACHABLE)).toBeTruthy();
    unmount();

    api.answer(PAY, { reference: 'PAY-1', authorization_url: PROVIDER });
    renderPayForMe();
    fireEvent.click(await payButton());
    await waitFor(() => expect(api.sent(PAY)).toHaveLength(2));
    const [one, two] = await Promise.all(api.sent(PAY).map(bodyOf<{ idempotency_key: string }>));
    expect(two!.idempotency_key).toBe(one!.idempotency_key);
  });

  it('never leaves for an address that is not a web page', async () => {
    api.answer(PAY, { reference: 'PAY-1', authorization_url: 'javascript:alert(1)' });
    renderPayForMe();
    fireEvent.click(await payButton());
    expect(await screen.findByText(PROVIDER_UNREACHABLE)).toBeTruthy();
    expect(window.location.href).toBe(START);
  });

  it('shows the server refusal and re-reads the link', async () => {
    api.refuse(PAY, 409, 'This order has already been paid.');
    renderPayForMe();
    fireEvent.click(await payButton());
    expect(await screen.findByText('This order has already been paid.')).toBeTruthy();
    await waitFor(() => expect(api.sent('GET /marketplace/pay_for_me/{token}')).toHaveLength(2));
  });
});
