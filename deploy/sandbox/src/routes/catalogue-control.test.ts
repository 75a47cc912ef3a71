import type { Order, Product, Vendor } from '@jara/contracts/entities';
import type { CatalogueChange } from '../store/catalogue-changes';
import { startTestSandbox, type TestSandbox } from '../testing/test-sandbox';

let t: TestSandbox;
const heard: CatalogueChange[] = [];
let unsubscribe: () => void;
beforeAll(async () => {
  t = await startTestSandbox();
  unsubscribe = t.sandbox.onCatalogueChange((change) => heard.push(change));
});
afterAll(() => t.sandbox.stop());
beforeEach(() => {
  heard.length = 0;
});

interface Version {
  version: number;
  changed_at: string;
  reason: string;
}

const version = async () => t.data(await t.control<Version>('GET', '/__sandbox/catalogue')).version;

async function firstDish(slug: string): Promise<Product> {
  const products = t.data(await t.call<Product[]>('GET', `/marketplace/vendors/${slug}/products`));
  const dish = products.find((product) => product.is_available);
  if (!dish) throw new Error(`${slug} has no available dish`);
  return dish;
}

const dishNow = async (slug: string, uuid: string) =>
  t
    .data(await t.call<Product[]>('GET', `/marketplace/vendors/${slug}/products`))
    .find((product) => product.uuid === uuid);

describe('the catalogue version', () => {
  it('says the version, when and why it last changed, on the sandbox clock', async () => {
    const body = t.data(await t.control<Version>('GET', '/__sandbox/catalogue'));
    expect(body).toEqual({
      version: expect.any(Number),
      changed_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      reason: expect.any(String),
    });
    expect(t.sandbox.catalogue().version).toBe(body.version);
  });

  it('is bumped by a reset to the seed, and the listener hears it', async () => {
    const before = await version();
    await t.control('POST', '/__sandbox/reset');
    expect(await version()).toBe(before + 1);
    expect(heard).toEqual([
      expect.objectContaining({ version: before + 1, reason: 'the sandbox was reset to the seed' }),
    ]);
  });

  it("is bumped when a customer's rating changes the store's rating", async () => {
    const token = await t.login();
    await t.topUp(token, 50_000);
    const { order } = t.data(
      await t.placeOrder(token, await t.fullCart(token, 'island-bukka', 5), {
        payment_method: 'wallet',
      }),
    );
    t.data(
      await t.control<Order>('POST', `/__sandbox/orders/${order.uuid}/status`, {
        status: 'completed',
      }),
    );
    const before = await version();
    t.data(
      await t.call('POST', `/marketplace/feedback/island-bukka/order/${order.uuid}`, {
        token,
        body: { rating: 1 },
      }),
    );
    expect(await version()).toBe(before + 1);
    expect(heard.at(-1)?.reason).toBe('Island Bukka was rated');
  });

  it('keeps writing when a listener throws, and stops calling one that unsubscribed', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = t.sandbox.onCatalogueChange(() => {
      throw new Error('listener broke');
    });
    const dish = await firstDish('mama-put-kitchen');
    const changed = await t.control('POST', `/__sandbox/products/${dish.uuid}`, { price: 1234 });
    expect(changed.status).toBe(200);
    expect(error).toHaveBeenCalledWith('sandbox: a catalogue listener failed', expect.any(Error));
    failing();
    unsubscribe();
    await t.control('POST', `/__sandbox/products/${dish.uuid}`, { price: 1235 });
    expect(heard).toHaveLength(1);
    error.mockRestore();
    unsubscribe = t.sandbox.onCatalogueChange((change) => heard.push(change));
  });
});

describe('POST /__sandbox/products/{uuid}', () => {
  it("changes a dish's price and availability as the store page reads them", async () => {
    const dish = await firstDish('jollof-republic');
    const before = await version();
    const priced = await t.control<Product>('POST', `/__sandbox/products/${dish.uuid}`, {
      price: 9_999,
    });
    expect(priced.body.message).toBe(`${dish.name} changed.`);
    expect(t.data(priced)).toMatchObject({ uuid: dish.uuid, price: 9_999, is_available: true });
    expect(await dishNow('jollof-republic', dish.uuid)).toMatchObject({ price: 9_999 });

    t.data(await t.control('POST', `/__sandbox/products/${dish.uuid}`, { is_available: false }));
    expect(await dishNow('jollof-republic', dish.uuid)).toMatchObject({
      price: 9_999,
      is_available: false,
    });
    expect(await version()).toBe(before + 2);
    expect(heard.map((change) => change.reason)).toEqual([
      `${dish.name} changed`,
      `${dish.name} changed`,
    ]);
  });

  it('answers 404 for an unknown dish and 422 for a body it cannot take, changing nothing', async () => {
    const dish = await firstDish('island-bukka');
    const before = await version();
    const unknown = await t.control('POST', '/__sandbox/products/no-such-dish', { price: 100 });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('There is no product "no-such-dish".');
    const refusals = [
      [{}, 'Say what to change: one or more of price, is_available.'],
      [{ price: -1 }, 'The price field must be at least 0.'],
      [{ price: 'cheap' }, 'The price field must be a number.'],
      [{ is_available: 'yes' }, 'The is_available field must be a boolean.'],
    ] as const;
    for (const [body, message] of refusals) {
      const refused = await t.control('POST', `/__sandbox/products/${dish.uuid}`, body);
      expect({ status: refused.status, message: refused.body.message }).toEqual({
        status: 422,
        message,
      });
    }
    expect(await dishNow('island-bukka', dish.uuid)).toEqual(dish);
    expect(await version()).toBe(before);
    expect(heard).toEqual([]);
  });
});

describe('POST /__sandbox/vendors/{uuid or slug}', () => {
  const store = async (slug: string) =>
    t.data(await t.call<Vendor>('GET', `/marketplace/vendors/${slug}`));

  it("changes a store's name, opening hours and offer as its page reads them", async () => {
    const before = await version();
    const hours = [{ day: 1, opens: '09:30', closes: '17:00' }];
    const changed = await t.control<Vendor>('POST', '/__sandbox/vendors/lekki-grill-house', {
      business_name: 'Lekki Grill & Bar',
      working_hours: hours,
      offer_title: 'Free suya on Mondays',
    });
    expect(changed.body.message).toBe('Lekki Grill House changed.');
    expect(t.data(changed)).toMatchObject({ business_name: 'Lekki Grill & Bar' });
    expect(await store('lekki-grill-house')).toMatchObject({
      business_name: 'Lekki Grill & Bar',
      working_hours: hours,
      offer_title: 'Free suya on Mondays',
    });

    const { uuid } = await store('lekki-grill-house');
    t.data(await t.control('POST', `/__sandbox/vendors/${uuid}`, { offer_title: null }));
    expect(await store('lekki-grill-house')).toMatchObject({
      business_name: 'Lekki Grill & Bar',
      working_hours: hours,
      offer_title: null,
    });
    // A store that never opens: an empty week.
    t.data(await t.control('POST', `/__sandbox/vendors/${uuid}`, { working_hours: [] }));
    expect(await store('lekki-grill-house')).toMatchObject({ working_hours: [], is_open: false });
    expect(await version()).toBe(before + 3);
    expect(heard.map((change) => change.reason)).toEqual([
      'Lekki Grill House changed',
      'Lekki Grill & Bar changed',
      'Lekki Grill & Bar changed',
    ]);
  });

  it('answers 404 for an unknown store and 422 for a body it cannot take, changing nothing', async () => {
    const before = await version();
    const original = await store('suya-spot-ikoyi');
    const unknown = await t.control('POST', '/__sandbox/vendors/no-such-store', {
      business_name: 'X',
    });
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('We could not find a store called "no-such-store".');
    const refusals = [
      [{}, 'Say what to change: one or more of business_name, working_hours, offer_title.'],
      [{ business_name: '   ' }, 'The business_name field is required.'],
      [{ business_name: 'x'.repeat(121) }, expect.stringContaining('greater than 120')],
      [{ working_hours: 'always' }, 'The working_hours field must be an array.'],
      [
        { working_hours: [{ day: 7, opens: '09:00', closes: '17:00' }] },
        'The working_hours.0.day field may not be greater than 6.',
      ],
      [
        { working_hours: [{ day: 1, opens: '25:00', closes: '17:00' }] },
        'The working_hours.0.opens field has an invalid format.',
      ],
      [{ offer_title: 42 }, 'The offer_title field must be a string.'],
    ] as const;
    for (const [body, message] of refusals) {
      const refused = await t.control('POST', '/__sandbox/vendors/suya-spot-ikoyi', body);
      expect({ status: refused.status, message: refused.body.message }).toEqual({
        status: 422,
        message,
      });
    }
    expect(await store('suya-spot-ikoyi')).toEqual(original);
    expect(await version()).toBe(before);
  });
});
