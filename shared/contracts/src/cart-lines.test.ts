import { addonSummary, lineTotal } from './cart-lines';
import type { CartItem } from './entities';

const withAddons: CartItem = {
  uuid: 'i1',
  product_uuid: 'p1',
  name: 'Jollof rice',
  image_url: '',
  price: 2000,
  quantity: 2,
  is_available: true,
  addons: [
    { uuid: 'a1', addon_uuid: 'plantain', name: 'Plantain', price: 500, quantity: 1 },
    { uuid: 'a2', addon_uuid: 'egg', name: 'Egg', price: 200, quantity: 2 },
  ],
};

describe('cart lines', () => {
  it('prices a line as the product and its add-ons, times the quantity', () => {
    expect(lineTotal(withAddons)).toBe((2000 + 500 + 400) * 2);
    expect(lineTotal({ ...withAddons, addons: [] })).toBe(4000);
  });

  it('names the add-ons with their quantities', () => {
    expect(addonSummary(withAddons)).toBe('Plantain, 2 × Egg');
    expect(addonSummary({ ...withAddons, addons: [] })).toBe('');
  });
});
