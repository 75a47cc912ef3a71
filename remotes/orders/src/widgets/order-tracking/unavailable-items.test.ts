import { aCart } from '@jara/testing/builders/cart';
import { anOrder } from '@jara/testing/builders/order';
import { unavailableItems } from './unavailable-items';

describe('unavailableItems', () => {
  it('names the ordered items the cart did not take, or took as unavailable', () => {
    const order = anOrder();
    const [rice, zobo] = order.items;
    expect(unavailableItems(order, aCart({ items: order.items }))).toEqual([]);
    expect(unavailableItems(order, aCart({ items: [rice!] }))).toEqual(['Zobo']);
    expect(
      unavailableItems(order, aCart({ items: [rice!, { ...zobo!, is_available: false }] })),
    ).toEqual(['Zobo']);
  });
});
