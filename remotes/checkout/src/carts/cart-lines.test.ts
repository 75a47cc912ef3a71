import { aCart, aCartItem } from '@jara/testing/builders/cart';
import { availableSubtotal, checkoutPath, minimumOrderShortfall } from './cart-lines';

const withAddons = aCartItem({
  price: 2000,
  quantity: 2,
  addons: [
    { uuid: 'a1', addon_uuid: 'plantain', name: 'Plantain', price: 500, quantity: 1 },
    { uuid: 'a2', addon_uuid: 'egg', name: 'Egg', price: 200, quantity: 2 },
  ],
});

describe('cart lines', () => {
  it('leaves unavailable items out of the subtotal', () => {
    const cart = aCart({
      items: [withAddons, aCartItem({ uuid: 'gone', price: 9000, is_available: false })],
    });
    expect(availableSubtotal(cart)).toBe(5800);
    expect(availableSubtotal(aCart({ items: [aCartItem({ is_available: false })] }))).toBe(0);
  });

  it("says how far the available lines fall short of the store's minimum, never below 0", () => {
    const cart = (minimum_order: number) =>
      aCart({
        minimum_order,
        items: [withAddons, aCartItem({ uuid: 'gone', price: 9000, is_available: false })],
      });
    // An unavailable item cannot be ordered, so it does not count towards the minimum either.
    expect(minimumOrderShortfall(cart(8000))).toBe(2200);
    expect(minimumOrderShortfall(cart(5800))).toBe(0);
    expect(minimumOrderShortfall(cart(2000))).toBe(0);
    expect(minimumOrderShortfall(cart(0))).toBe(0);
  });

  it("names the cart in the checkout's address", () => {
    expect(checkoutPath(aCart({ uuid: 'a b' }))).toBe('/store/checkout?cart=a%20b');
  });
});
