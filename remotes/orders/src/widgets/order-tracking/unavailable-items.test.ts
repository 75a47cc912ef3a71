import { anOrder } from '@jara/testing/builders/order';
import { makeCart } from '../../testing/order-fixtures';
import { unavailableItems } from './unavailable-items';

describe('unavailableItems', () => {
  it('names the ordered items the cart did not take, or took as unavailable', () => {
    const order = anOrder();
    const [rice, zobo] = order.items;
    expect(unavailableItems(order, makeCart())).toEqual([]);
    expect(unavailableItems(order, makeCart({ items: [rice!] }))).toEqual(['Zobo']);
    expect(
      unavailableItems(order, makeCart({ items: [rice!, { ...zobo!, is_available: false }] })),
    ).toEqual(['Zobo']);
  });
});
