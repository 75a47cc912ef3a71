/**
 * Issue 39, item 4: a friend joins with a referral link, and their first paid order rewards both
 * them and the referrer, once: not again for later orders, nor twice when two payments settle at
 * the same moment.
 */
import { randomUUID } from 'node:crypto';
import type { Paginated } from '@jara/contracts/api-envelope';
import type {
  Cart,
  PaymentRedirect,
  PlacedOrder,
  ReferralDetails,
  ReferralInvite,
  Wallet,
  WalletTransaction,
} from '@jara/contracts/entities';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox';

const HOSTILE = '<script>alert(1)</script>"><img src=x onerror=alert(1)>';
const RETURN = 'http://localhost:8080/pay/result';
const GOOD_CARD = '4084 0840 8408 4081';
let t: TestSandbox;

beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.sandbox.stop());

let registered = 0;
/** A new customer, with `referral_code` when given; each has a phone of their own. */
async function register(
  name: string,
  { code, country = 'NG', phone }: { code?: string; country?: 'NG' | 'KE'; phone?: string } = {},
) {
  registered += 1;
  const email = `referral-${randomUUID()}@example.com`;
  const result = await t.call<{ access_token: string }>('POST', '/register', {
    body: {
      name,
      email,
      phone: phone ?? `+2348000007${String(registered).padStart(3, '0')}`,
      password: 'Password-2026',
      domicile_location: country,
      ...(code === undefined ? {} : { referral_code: code }),
    },
  });
  return { result, email };
}

async function newCustomer(name: string, options: Parameters<typeof register>[1] = {}) {
  const { result, email } = await register(name, options);
  return { token: t.data(result).access_token, email };
}

const details = async (token: string) =>
  t.data(await t.call<ReferralDetails>('GET', '/referrals', { token }));

const transactions = async (token: string, location = 'NG') =>
  t.data(
    await t.call<Paginated<WalletTransaction>>('GET', '/wallet/transactions?per_page=50', {
      token,
      location,
    }),
  ).items;

const balance = async (token: string, location = 'NG') =>
  t.data(await t.call<Wallet>('GET', '/wallet', { token, location })).balance;

const rewardsOf = async (token: string, location = 'NG') =>
  (await transactions(token, location)).filter((each) => /reward/i.test(each.description));

async function walletOrder(token: string, slug = 'jollof-republic'): Promise<PlacedOrder> {
  const cart = await t.fullCart(token, slug, 4);
  return t.data(await t.placeOrder(token, cart, { payment_method: 'wallet' }));
}

const cardOrder = async (token: string, cart: Cart) =>
  t.data(await t.placeOrder(token, cart, { payment_method: 'card', return_url: RETURN }));

const submitCard = (payment: PaymentRedirect) =>
  fetch(payment.authorization_url, {
    method: 'POST',
    redirect: 'manual',
    body: new URLSearchParams({ card_number: GOOD_CARD, expiry: '12/30', cvv: '123' }),
  });

describe('a referral link’s invitation', () => {
  it("names the referrer by first name and both rewards, in the visitor's currency", async () => {
    const ng = t.data(await t.call<ReferralInvite>('GET', '/referrals/invites/ADA-JARA-7K2'));
    expect(ng).toEqual({
      code: 'ADA-JARA-7K2',
      referrer_name: 'Ada',
      reward: 1500,
      currency: 'NGN',
      referrer_reward: 1500,
      referrer_country: 'NG',
    });
    const ke = t.data(
      await t.call<ReferralInvite>('GET', '/referrals/invites/ada-jara-7k2', { location: 'KE' }),
    );
    expect(ke).toMatchObject({ code: 'ADA-JARA-7K2', reward: 150, currency: 'KES' });
  });

  it.each([['NOBODY-123'], [encodeURIComponent(HOSTILE)]])(
    'answers an unknown or malformed code (%s) with a 404 that does not repeat it',
    async (code) => {
      const result = await t.call('GET', `/referrals/invites/${code}`);
      expect(result.status).toBe(404);
      expect(result.body.message).toBe('We could not find this invitation code.');
    },
  );
});

describe('joining with a referral code', () => {
  it('records the join for the referrer, with nothing earned until the friend orders', async () => {
    const referrer = await newCustomer('Kemi Adeyemi');
    const { code } = await details(referrer.token);
    await newCustomer('Bola Martins', { code });
    expect(await details(referrer.token)).toMatchObject({
      invited_count: 1,
      joined_count: 0,
      earnings: 0,
      reward: 1500,
      currency: 'NGN',
    });
  });

  it.each([['NOBODY-123'], [HOSTILE]])(
    'refuses an unknown or malformed code (%s), creating no account',
    async (code) => {
      const { result, email } = await register('Dayo Okon', { code });
      expect(result.status).toBe(422);
      expect(result.body).toMatchObject({
        errors: {
          referral_code: [
            'We could not find this invitation code. Check it with your friend, or create your account without it.',
          ],
        },
      });
      // The email is still free: the refused registration wrote nothing.
      const again = await t.call('POST', '/register', {
        body: { name: 'Dayo Okon', email, phone: '+2348000001999', password: 'Password-2026' },
      });
      expect(again.status).toBe(200);
    },
  );

  it('refuses a second account of the referrer (the same phone) joining with their own code', async () => {
    const phone = '+234 803 555 0101';
    const referrer = await newCustomer('Ngozi Eze', { phone });
    const { code } = await details(referrer.token);
    const { result } = await register('Ngozi Two', { code, phone: '08035550101' });
    expect(result.status).toBe(422);
    expect(result.body).toMatchObject({
      errors: {
        referral_code: [
          'This is your own invitation: it is for friends who are new to Jara. Create your account without it.',
        ],
      },
    });
    expect((await details(referrer.token)).invited_count).toBe(0);
  });
});

describe('the friend’s first paid order', () => {
  it('credits the referrer and the friend once, and never for later orders', async () => {
    const referrer = await newCustomer('Amaka Obi');
    const { code } = await details(referrer.token);
    const friend = await newCustomer('Femi Lawal', { code });
    await t.topUp(friend.token, 100_000);
    expect(await rewardsOf(referrer.token)).toEqual([]);

    await walletOrder(friend.token);
    await walletOrder(friend.token, 'island-bukka');

    expect(
      (await rewardsOf(referrer.token)).map(({ type, amount, description }) => ({
        type,
        amount,
        description,
      })),
    ).toEqual([
      {
        type: 'credit',
        amount: 1500,
        description: 'Referral reward: Femi L. placed their first order',
      },
    ]);
    expect(await balance(referrer.token)).toBe(1500);
    expect((await rewardsOf(friend.token)).map((each) => each.description)).toEqual([
      "Welcome reward: your first order with Amaka's invitation",
    ]);
    expect(await details(referrer.token)).toMatchObject({
      invited_count: 1,
      joined_count: 1,
      earnings: 1500,
    });
  });

  it('credits once when two of the friend’s orders are paid at the same moment', async () => {
    const referrer = await newCustomer('Tayo Bello');
    const { code } = await details(referrer.token);
    const friend = await newCustomer('Uche Nwosu', { code });
    const first = await cardOrder(friend.token, await t.fullCart(friend.token, 'island-bukka', 4));
    const second = await cardOrder(
      friend.token,
      await t.fullCart(friend.token, 'lekki-grill-house', 4),
    );
    const settled = await Promise.all([submitCard(first.payment!), submitCard(second.payment!)]);
    expect(settled.map((each) => each.status)).toEqual([303, 303]);
    // The same payment submitted twice at once settles once too.
    const third = await cardOrder(
      friend.token,
      await t.fullCart(friend.token, 'jollof-republic', 4),
    );
    await Promise.all([submitCard(third.payment!), submitCard(third.payment!)]);

    expect((await rewardsOf(referrer.token)).map((each) => each.amount)).toEqual([1500]);
    expect((await rewardsOf(friend.token)).map((each) => each.amount)).toEqual([1500]);
    expect(await details(referrer.token)).toMatchObject({ joined_count: 1, earnings: 1500 });
  });

  it("pays each in their own wallet's currency: a Kenyan referrer, a Nigerian friend", async () => {
    const referrer = await newCustomer('Wairimu Kamau', { country: 'KE' });
    const { code, reward, currency } = await details(referrer.token);
    expect({ reward, currency }).toEqual({ reward: 150, currency: 'KES' });
    const friend = await newCustomer('Sade Cole', { code });
    await t.topUp(friend.token, 100_000);
    await walletOrder(friend.token);
    expect((await rewardsOf(referrer.token, 'KE')).map((each) => each.amount)).toEqual([150]);
    expect(await balance(referrer.token, 'KE')).toBe(150);
    expect((await rewardsOf(friend.token)).map((each) => each.amount)).toEqual([1500]);
    expect(await details(referrer.token)).toMatchObject({ earnings: 150, currency: 'KES' });
  });
});
