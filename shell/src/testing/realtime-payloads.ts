/**
 * Realtime payloads for tests, as the sandbox broadcasts them: complete, each field overridable.
 * The order an event carries comes from the shared builder (`@jara/testing/builders/order`).
 */
import type { AppNotification } from '@jara/contracts/entities';

export function makeRealtimeNotification(
  overrides: Partial<AppNotification> = {},
): AppNotification {
  return {
    uuid: 'n1',
    title: 'Your order is being prepared',
    body: 'Mama Put Kitchen has started on order JR-MPK001.',
    order_uuid: 'order-1',
    read_at: null,
    created_at: '2025-03-01T12:05:00Z',
    ...overrides,
  };
}
