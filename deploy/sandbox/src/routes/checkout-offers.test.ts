/**
 * Issue 38, item 8: checkout lists the codes a customer could use on a cart, each tried with the
 * rule the order is priced by: the ones that apply first with their saving, the others with the
 * server's reason in its words (the subtotal against the customer's own).
 */
import type { CheckoutOffer } from '@jara/contracts/checkout-offer';
import type { Cart, PaymentInfo, RedeemedReward } from '@jara/contracts/entities';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox';

let t: TestSandbox;
let token: string;

beforeAll(async () => {
  t = await startTestSandbox();
  token = await t.login();
});
afterAll(() => t.sandbox.stop());

const cartOf = (quantity: number) => t.fullCart(token, 'lekki-grill-house', quantity);

const offersOf = async (cart: Cart) =>
  t.data(
    await t.call<CheckoutOffer[]>('GET', `/marketplace/cart/${cart.uuid}/checkout/offers`, {
      token,
    }),
  );

describe('offers at checkout', () => {
  it('says a voucher the subtotal does not reach needs more, in the words of the rule', async () => {
    const cart = await cartOf(1);
    const offers = await offersOf(cart);
    const jara = offers.find((offer) => offer.code === 'JARA2000');
    expect(cart.subtotal).toBeLessThan(10_000);
    expect(jara).toMatchObject({ kind: 'voucher', applies: false, discount_amount: null });
    expect(jara?.reason).toMatch(
      /^The discount code JARA2000 needs a subtotal \(before delivery and service\) of at least ₦10,000; yours is ₦[\d,]+\.$/,
    );
    const codes = offers.map((offer) => offer.code);
    expect(codes).toContain('WELCOME10');
    // Kenyan vouchers and ended promotions are not offered on a naira cart.
    expect(codes).not.toContain('KARIBU10');
    expect(codes).not.toContain('EXPIRED20');
  });

  it('lists the customer’s reward code, and what applies first with the saving checkout charges', async () => {
    const reward = t.data(
      await t.call<RedeemedReward>('POST', '/rewards_centre/redeem_discount', {
        token,
        body: { points: 500 },
      }),
    );
    const cart = await cartOf(6);
    const offers = await offersOf(cart);
    const first = offers[0];
    expect(first?.applies).toBe(true);
    expect(offers.find((offer) => offer.code === reward.code)).toMatchObject({
      kind: 'reward',
      applies: true,
    });
    const appliedLast = offers.findLastIndex((offer) => offer.applies);
    expect(offers.slice(appliedLast + 1).every((offer) => !offer.applies)).toBe(true);
    const priced = t.data(
      await t.call<PaymentInfo>(
        'GET',
        `/marketplace/cart/${cart.uuid}/checkout/payment_info?info_type=pickup&latitude=6.44&longitude=3.47&customer_address=x&discount_code=${first?.code}`,
        { token },
      ),
    );
    expect(priced.discount_amount).toBe(first?.discount_amount);
  });
});
