/**
 * Issue 38, item 6: the ways people pay at home, on the hosted page. Nigeria: card, a transfer to
 * a one-time account, USSD; Kenya: M-Pesa and card. Each way's success, decline, timeout and
 * abandonment, and one charge when the payer's bank or phone answers twice at once.
 */
import type { Cart, PaymentRedirect, PaymentVerification, Wallet } from '@jara/contracts/entities';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox';

const RETURN = 'http://localhost:8080/wallet';
let t: TestSandbox;
let token: string;

beforeAll(async () => {
  t = await startTestSandbox();
  token = await t.login();
});
afterAll(() => t.sandbox.stop());

type Country = 'NG' | 'KE';

/** A wallet top-up of `amount` in the country's currency: a payment on the hosted page. */
async function topUp(country: Country, amount = 2_000): Promise<PaymentRedirect> {
  return t.data(
    await t.call<PaymentRedirect>('POST', '/wallet/fund', {
      token,
      location: country,
      body: { amount, return_url: RETURN },
    }),
  );
}

const pay = (reference: string, path = '', form?: Record<string, string>) =>
  fetch(`${t.origin}/pay/${reference}${path}`, {
    method: form ? 'POST' : 'GET',
    redirect: 'manual',
    ...(form && { body: new URLSearchParams(form) }),
  });

const verify = async (reference: string) =>
  t.data(await t.call<PaymentVerification>('GET', `/payments/${reference}/verify`, { token }));
const balance = async (country: Country) =>
  t.data(await t.call<Wallet>('GET', '/wallet', { token, location: country })).balance;
const minutesLater = (minutes: number) =>
  t.control('POST', '/__sandbox/clock/advance', { ms: minutes * 60_000 });

describe('the ways to pay of each country', () => {
  it('offers card, bank transfer and USSD for naira, M-Pesa first then card for shillings', async () => {
    const naira = await (await pay((await topUp('NG')).reference)).text();
    expect(naira).toMatch(/aria-label="Ways to pay".*>Card<.*>Bank transfer<.*>USSD</s);
    expect(naira).not.toContain('M-Pesa');
    const shillings = await (await pay((await topUp('KE', 500)).reference)).text();
    expect(shillings).toMatch(/aria-label="Ways to pay".*>M-Pesa<.*>Card</s);
    expect(shillings).toContain('M-Pesa phone number');
    expect(shillings).not.toContain('Bank transfer');
  });
});

describe("a way the payment's country does not have", () => {
  it('is refused, posted however it was: no M-Pesa for naira, no transfer or USSD for shillings', async () => {
    const naira = await topUp('NG');
    const mpesa = await pay(naira.reference, '/mpesa', { phone: '0712345678' });
    expect(mpesa.status).toBe(422);
    expect(await mpesa.text()).toContain('This way to pay is not offered for this payment.');
    const shillings = await topUp('KE', 500);
    for (const way of ['/bank-transfer', '/ussd']) {
      expect((await pay(shillings.reference, way, {})).status).toBe(422);
    }
    expect(await verify(naira.reference)).toMatchObject({ status: 'pending', method: null });
    expect(await verify(shillings.reference)).toMatchObject({ status: 'pending', method: null });
  });
});

describe('bank transfer', () => {
  it('shows a one-time account, and the exact transfer arriving pays once', async () => {
    const { reference } = await topUp('NG');
    const before = await balance('NG');
    expect((await pay(reference, '/bank-transfer', {})).status).toBe(303);
    const waiting = await (await pay(reference)).text();
    expect(waiting).toMatch(/data-testid="account-number">9\d{9}</);
    expect(waiting).toContain('Waiting for your transfer');
    expect(waiting).not.toContain('http-equiv="refresh"');
    const [first, second] = await Promise.all([
      pay(reference, '/bank-transfer/send', { amount: 'exact' }),
      pay(reference, '/bank-transfer/send', { amount: 'exact' }),
    ]);
    expect([first.status, second.status]).toContain(303);
    const back = await pay(reference, '/wait');
    expect(back.headers.get('location')).toContain('status=success');
    expect(await verify(reference)).toMatchObject({ status: 'succeeded', method: 'bank_transfer' });
    expect(await balance('NG')).toBe(before + 2_000);
  });

  it('sends a short transfer back and fails the payment, saying how much arrived', async () => {
    const { reference } = await topUp('NG');
    await pay(reference, '/bank-transfer', {});
    await pay(reference, '/bank-transfer/send', { amount: 'short' });
    expect(await verify(reference)).toMatchObject({
      status: 'failed',
      method: 'bank_transfer',
      failure_reason: '₦1,500 arrived, less than ₦2,000, and was sent back to your account',
    });
  });

  it('sends half of a payment too small to be 500 short, never nothing', async () => {
    const { reference } = await topUp('NG', 600);
    await pay(reference, '/bank-transfer', {});
    expect(await (await pay(reference)).text()).toContain('Send ₦300, too little');
    await pay(reference, '/bank-transfer/send', { amount: 'short' });
    expect(await verify(reference)).toMatchObject({
      failure_reason: '₦300 arrived, less than ₦600, and was sent back to your account',
    });
  });

  it('ends the account after 30 minutes: nothing charged, a new one can be had', async () => {
    const { reference } = await topUp('NG');
    await pay(reference, '/bank-transfer', {});
    await minutesLater(31);
    const late = await pay(reference, '/bank-transfer/send', { amount: 'exact' });
    expect(await late.text()).toContain('The account number expired before any money arrived');
    expect(await verify(reference)).toMatchObject({ status: 'pending', method: null });
    expect(await (await pay(reference, '?method=bank_transfer')).text()).toContain(
      'Get an account number',
    );
  });
});

describe('USSD', () => {
  it('gives a code to dial; the right PIN on the phone pays, a wrong one is asked again', async () => {
    const { reference } = await topUp('NG');
    await pay(reference, '/ussd', {});
    expect(await (await pay(reference)).text()).toMatch(
      /data-testid="ussd-code">\*7799\*000\*\d{6}#</,
    );
    const phone = await (await pay(reference, '/phone')).text();
    expect(phone).toContain('pay ₦2,000 to JARA PAYMENTS?');
    const wrong = await pay(reference, '/phone', { answer: 'approve', pin: '9999' });
    expect(wrong.status).toBe(422);
    expect(await wrong.text()).toContain('Wrong PIN. Try again.');
    const right = await pay(reference, '/phone', { answer: 'approve', pin: '1234' });
    expect(await right.text()).toContain('Confirmed. You paid ₦2,000 to JARA PAYMENTS.');
    expect(await verify(reference)).toMatchObject({ status: 'succeeded', method: 'ussd' });
  });

  it('fails the payment when the payer cancels on the phone', async () => {
    const { reference } = await topUp('NG');
    await pay(reference, '/ussd', {});
    await pay(reference, '/phone', { answer: 'decline' });
    expect(await verify(reference)).toMatchObject({
      status: 'failed',
      failure_reason: 'the payment was cancelled on your phone',
    });
  });
});

describe('M-Pesa', () => {
  it('takes a Kenyan number as people write it, and refuses one that is not, keeping hostile text as text', async () => {
    const { reference } = await topUp('KE', 500);
    const refused = await pay(reference, '/mpesa', { phone: '0812 345' });
    expect(refused.status).toBe(422);
    const page = await refused.text();
    expect(page).toContain('Enter a Kenyan mobile number, like 0712 345 678.');
    expect(page).toContain('value="0812 345"');
    const hostile = '"><img src=x onerror=alert(1)><script>';
    const echoed = await (await pay(reference, '/mpesa', { phone: hostile })).text();
    expect(echoed).not.toContain('<img src=x');
    expect(echoed).not.toContain('<script>');
    expect(echoed).toContain(
      'value="&#34;&#62;&#60;img src=x onerror=alert(1)&#62;&#60;script&#62;"',
    );
    expect((await pay(reference, '/mpesa', { phone: '+254 712-345-678' })).status).toBe(303);
    expect(await (await pay(reference)).text()).toContain(
      'We sent an M-Pesa request to +254 712 345 678',
    );
  });

  it('pays once when the phone approves twice at once', async () => {
    const { reference } = await topUp('KE', 500);
    const before = await balance('KE');
    await pay(reference, '/mpesa', { phone: '0712345678' });
    const answers = await Promise.all([
      pay(reference, '/phone', { answer: 'approve', pin: '1234' }),
      pay(reference, '/phone', { answer: 'approve', pin: '1234' }),
    ]);
    const said = await Promise.all(answers.map((answer) => answer.text()));
    expect(said.filter((text) => text.includes('Confirmed. You paid KSh 500'))).toHaveLength(1);
    expect(await verify(reference)).toMatchObject({ status: 'succeeded', method: 'mpesa' });
    expect(await balance('KE')).toBe(before + 500);
  });

  it('fails the payment when the payer declines on the phone', async () => {
    const { reference } = await topUp('KE', 500);
    await pay(reference, '/mpesa', { phone: '0712345678' });
    await pay(reference, '/phone', { answer: 'decline' });
    expect(await verify(reference)).toMatchObject({
      status: 'failed',
      method: 'mpesa',
      failure_reason: 'the M-Pesa request was declined on your phone',
    });
  });

  it('times the request out after a minute: the phone is told, nothing is charged, it can be sent again', async () => {
    const { reference } = await topUp('KE', 500);
    await pay(reference, '/mpesa', { phone: '0712345678' });
    await minutesLater(2);
    const late = await pay(reference, '/phone', { answer: 'approve', pin: '1234' });
    expect(await late.text()).toContain('This request timed out. Nothing was paid.');
    expect(await (await pay(reference)).text()).toContain(
      'The M-Pesa request timed out before it was approved. Nothing was charged',
    );
    expect(await verify(reference)).toMatchObject({ status: 'pending', method: null });
    await pay(reference, '/mpesa', { phone: '0712345678' });
    await pay(reference, '/phone', { answer: 'approve', pin: '1234' });
    expect(await verify(reference)).toMatchObject({ status: 'succeeded' });
  });

  it('lets the payer give up an attempt and pay another way, or cancel the payment', async () => {
    const { reference } = await topUp('KE', 500);
    await pay(reference, '/mpesa', { phone: '0712345678' });
    expect((await pay(reference, '/attempt/end', {})).status).toBe(303);
    const phone = await (await pay(reference, '/phone')).text();
    expect(phone).toContain('No payment request is waiting on this phone');
    expect((await pay(reference, '/cancel', {})).status).toBe(303);
    expect(await verify(reference)).toMatchObject({ status: 'cancelled' });
    const gone = await (await pay(reference, '/phone')).text();
    expect(gone).toContain('No payment request is waiting on this phone');
  });
});

describe('an order paid by M-Pesa', () => {
  it('is placed once and says how it was paid', async () => {
    const cart: Cart = await t.fullCart(token, 'nyama-mama-westlands', 2);
    const placed = t.data(
      await t.placeOrder(
        token,
        cart,
        {
          delivery_type: 'pickup',
          customer_address: 'Pickup',
          latitude: -1.26,
          longitude: 36.8,
          payment_method: 'card',
          return_url: 'http://localhost:8080/checkout/result',
        },
        'KE',
      ),
    );
    const { reference } = placed.payment!;
    expect(placed.order).toMatchObject({ status: 'awaiting_payment', paid_with: null });
    await pay(reference, '/mpesa', { phone: '0712345678' });
    await Promise.all([
      pay(reference, '/phone', { answer: 'approve', pin: '1234' }),
      pay(reference, '/phone', { answer: 'approve', pin: '1234' }),
    ]);
    const checked = await verify(reference);
    expect(checked.order).toMatchObject({ status: 'pending', paid_with: 'mpesa' });
    const charges = t.data(
      await t.control<{ status: string }[]>(
        'GET',
        `/__sandbox/payments?order=${placed.order.uuid}`,
      ),
    );
    expect(charges.filter((charge) => charge.status === 'succeeded')).toHaveLength(1);
  });
});
