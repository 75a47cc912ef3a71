/** Test data in the contract's shapes; each test overrides only the fields it is about. */
import type {
  Cart,
  CartItem,
  CheckoutDeliveryInfo,
  Order,
  PaymentInfo,
  PaymentVerification,
  SavedAddress,
  Vendor,
  Wallet,
} from '@jara/contracts/entities';

export function anItem(overrides: Partial<CartItem> = {}): CartItem {
  return {
    uuid: 'item-1',
    product_uuid: 'product-1',
    name: 'Jollof rice',
    image_url: '',
    price: 2500,
    quantity: 1,
    is_available: true,
    addons: [],
    ...overrides,
  };
}

export function aCart(overrides: Partial<Cart> = {}): Cart {
  const items = overrides.items ?? [anItem()];
  return {
    uuid: 'cart-1',
    vendor: 'vendor-1',
    vendor_name: 'Mama Put',
    currency: 'NGN',
    main_items_count: items.reduce((sum, item) => sum + item.quantity, 0),
    subtotal: items.reduce((sum, item) => sum + item.price * item.quantity, 0),
    ...overrides,
    items,
  };
}

export function aDeliveryInfo(overrides: Partial<CheckoutDeliveryInfo> = {}): CheckoutDeliveryInfo {
  return {
    can_deliver: 1,
    delivery_time_min: 30,
    delivery_time_max: 45,
    delivery_fee: 800,
    currency: 'NGN',
    ...overrides,
  };
}

export function aPaymentInfo(overrides: Partial<PaymentInfo> = {}): PaymentInfo {
  return {
    subtotal: 2500,
    delivery_fee: 800,
    service_fee: 100,
    discount_amount: 0,
    discount_code: null,
    total: 3400,
    currency: 'NGN',
    ...overrides,
  };
}

export function anOrder(overrides: Partial<Order> = {}): Order {
  return {
    uuid: 'order-1',
    reference: 'JRA-1001',
    status: 'pending',
    delivery_type: 'delivery',
    vendor: {
      uuid: 'vendor-1',
      slug: 'mama-put',
      business_name: 'Mama Put',
      logo_url: '',
      address: '3 Isaac John Street, Ikeja',
    },
    items: [anItem()],
    currency: 'NGN',
    subtotal: 2500,
    delivery_fee: 800,
    service_fee: 100,
    discount_amount: 0,
    discount_code: null,
    total: 3400,
    payment_method: 'wallet',
    delivery_address: '12 Allen Avenue, Ikeja',
    delivery_time_min: 30,
    delivery_time_max: 45,
    status_history: [],
    rating: null,
    rating_comment: null,
    created_at: '2025-01-01T12:00:00Z',
    updated_at: '2025-01-01T12:00:00Z',
    ...overrides,
  };
}

export function aVendor(overrides: Partial<Vendor> = {}): Vendor {
  return {
    uuid: 'vendor-1',
    slug: 'mama-put',
    business_name: 'Mama Put',
    latitude: 6.45,
    longitude: 3.39,
    country_id: 127,
    working_hours: [{ day: 1, opens: '08:00', closes: '22:00' }],
    is_deliverect_vendor: false,
    description: 'Home-style Lagos cooking.',
    logo_url: '',
    cover_url: '',
    address: '3 Isaac John Street, Ikeja',
    location_area_id: 1,
    business_type_ids: [1],
    rating: 4.6,
    ratings_count: 120,
    currency: 'NGN',
    is_open: true,
    is_favourite: false,
    delivery_fee: 800,
    minimum_order: 0,
    prep_time_minutes: 25,
    ...overrides,
  };
}

export function aSavedAddress(overrides: Partial<SavedAddress> = {}): SavedAddress {
  return {
    uuid: 'address-1',
    label: 'Home',
    address: '7 Admiralty Way, Lekki',
    latitude: 6.44,
    longitude: 3.47,
    is_default: true,
    area: 'Lekki',
    street: '7 Admiralty Way',
    landmark: null,
    phone: null,
    ...overrides,
  };
}

export function aVerification(overrides: Partial<PaymentVerification> = {}): PaymentVerification {
  return {
    reference: 'PAY-1',
    purpose: 'order',
    status: 'succeeded',
    amount: 3400,
    currency: 'NGN',
    failure_reason: null,
    order: anOrder({ payment_method: 'card' }),
    ...overrides,
  };
}

export function aWallet(overrides: Partial<Wallet> = {}): Wallet {
  return {
    balance: 10_000,
    currency: 'NGN',
    funding_min: 100,
    funding_max: 1_000_000,
    ...overrides,
  };
}
