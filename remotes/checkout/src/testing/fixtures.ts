/**
 * Checkout's own test data in the contract's shapes; each test overrides only the fields it is
 * about. Orders, vendors and wallets come from the shared builders (`@jara/testing/builders/*`).
 */
import type {
  Cart,
  CartItem,
  CheckoutDeliveryInfo,
  PaymentInfo,
  PaymentVerification,
  SavedAddress,
} from '@jara/contracts/entities';
import { anOrder } from '@jara/testing/builders/order';

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

/** A card payment the server checked: the order it paid for waits for the vendor now. */
export function aVerification(overrides: Partial<PaymentVerification> = {}): PaymentVerification {
  const order = anOrder({
    payment_method: 'card',
    status: 'pending',
    status_history: [{ status: 'pending', at: '2025-03-01T12:00:00Z' }],
  });
  return {
    reference: 'PAY-1',
    purpose: 'order',
    status: 'succeeded',
    amount: order.total,
    currency: order.currency,
    failure_reason: null,
    order,
    ...overrides,
  };
}
