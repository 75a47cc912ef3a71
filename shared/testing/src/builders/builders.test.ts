import { cartSchema, orderSchema } from '@jara/contracts/order-schema';
import { aCart, aCartItem } from './cart';
import { aTopUpCheck, aVerification } from './payment';
import { anOrder } from './order';
import { aRider } from './rider';
import { aSupportCase } from './support-case';
import { aVendor } from './vendor';
import { aWallet } from './wallet';

describe('the entity builders', () => {
  it('build an order the contract accepts, as the API client and the realtime relay read it', () => {
    expect(orderSchema.safeParse(anOrder()).error).toBeUndefined();
    expect(orderSchema.parse(anOrder())).toEqual(anOrder());
  });

  it('build a support case the order carries, priced from the order builder’s lines', () => {
    const order = anOrder({ support_case: aSupportCase() });
    expect(orderSchema.safeParse(order).error).toBeUndefined();
    const [item] = aSupportCase().items;
    expect(item).toMatchObject({ item_uuid: order.items[0]!.uuid, name: order.items[0]!.name });
    expect(aSupportCase().credited_amount).toBe(item!.amount);
  });

  it('build an order out for delivery with its rider', () => {
    const order = anOrder({ status: 'in_transit', rider: aRider() });
    expect(orderSchema.safeParse(order).error).toBeUndefined();
  });

  it('build the order from the vendor builder, with amounts that add up', () => {
    const vendor = aVendor();
    const order = anOrder();
    expect(order.vendor).toEqual({
      uuid: vendor.uuid,
      slug: vendor.slug,
      business_name: vendor.business_name,
      logo_url: vendor.logo_url,
      address: vendor.address,
    });
    const subtotal = order.items.reduce(
      (sum, item) =>
        sum +
        item.quantity * (item.price + item.addons.reduce((extra, addon) => extra + addon.price, 0)),
      0,
    );
    expect(order.subtotal).toBe(subtotal);
    expect(order.total).toBe(
      order.subtotal + order.delivery_fee + order.service_fee - order.discount_amount,
    );
    expect(order.status_history.at(-1)?.status).toBe(order.status);
  });

  it('build a Nigerian vendor and wallet, in naira', () => {
    expect(aVendor()).toMatchObject({ country_id: 127, currency: 'NGN', is_open: true });
    expect(aWallet()).toMatchObject({ currency: 'NGN' });
    expect(aWallet().funding_min).toBeLessThan(aWallet().funding_max);
  });

  it('take overrides, and hand each test its own copy', () => {
    expect(anOrder({ status: 'ready' }).status).toBe('ready');
    expect(aVendor({ is_open: false }).is_open).toBe(false);
    expect(aWallet({ balance: 0 }).balance).toBe(0);
    const first = anOrder();
    first.items[0]!.quantity = 9;
    first.vendor.business_name = 'Changed';
    expect(anOrder().items[0]!.quantity).toBe(2);
    expect(anOrder().vendor.business_name).toBe('Mama Put Kitchen');
  });

  it('build a cart the contract accepts, its count and subtotal derived from its lines', () => {
    expect(cartSchema.safeParse(aCart()).error).toBeUndefined();
    expect(aCart({ items: [aCartItem({ quantity: 3 })] })).toMatchObject({
      main_items_count: 3,
      subtotal: 7500,
    });
    const order = anOrder();
    expect(aCart({ items: order.items })).toMatchObject({
      vendor: order.vendor.uuid,
      main_items_count: 3,
      subtotal: order.subtotal,
    });
  });

  it('build payment checks for an order and for a top-up', () => {
    expect(aVerification().order?.total).toBe(aVerification().amount);
    expect(aTopUpCheck()).toMatchObject({ purpose: 'wallet_funding', order: null });
  });
});
