/** Test-only: an order as the server answers it, with every field the order screens read. */
export const ORDER_ANSWER = {
  uuid: 'order-1',
  reference: 'JR-1',
  status: 'completed',
  delivery_type: 'delivery',
  vendor: { uuid: 'v1', slug: 'mama-put', business_name: 'Mama Put', logo_url: '', address: '' },
  items: [
    {
      uuid: 'i1',
      product_uuid: 'p1',
      name: 'Jollof rice',
      image_url: '',
      price: 2500,
      quantity: 1,
      is_available: true,
      addons: [{ uuid: 'a1', addon_uuid: 'x', name: 'Plantain', price: 500, quantity: 1 }],
    },
  ],
  currency: 'NGN',
  subtotal: 3000,
  delivery_fee: 1000,
  service_fee: 200,
  discount_amount: 0,
  discount_code: null,
  total: 4200,
  payment_method: 'card',
  delivery_address: '5 Admiralty Way',
  delivery_time_min: null,
  delivery_time_max: null,
  status_history: [{ status: 'pending', at: '2025-03-01T12:00:00Z' }],
  rating: null,
  rating_comment: null,
  created_at: '2025-03-01T12:00:00Z',
  updated_at: '2025-03-01T12:00:00Z',
};

/** Test-only: the cart "order again" answers with, holding the order's items. */
export const CART_ANSWER = {
  uuid: 'cart-1',
  vendor: ORDER_ANSWER.vendor.uuid,
  vendor_name: ORDER_ANSWER.vendor.business_name,
  currency: ORDER_ANSWER.currency,
  items: ORDER_ANSWER.items,
  main_items_count: 1,
  subtotal: ORDER_ANSWER.subtotal,
};
