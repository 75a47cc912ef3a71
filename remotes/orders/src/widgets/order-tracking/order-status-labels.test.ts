import { ORDER_STATUSES } from '@jara/contracts/order-schema';
import { ORDER_STATUS_LABELS, orderProgress, statusLabel } from './order-status-labels';

describe('order status labels', () => {
  it('names every status, a collected pickup as picked up', () => {
    for (const status of ORDER_STATUSES) expect(ORDER_STATUS_LABELS[status]).toBeTruthy();
    expect(statusLabel('completed', 'delivery')).toBe('Delivered');
    expect(statusLabel('completed', 'pickup')).toBe('Picked up');
  });

  it('shows no progress for an order waiting for payment or declined', () => {
    expect(orderProgress('awaiting_payment')).toBe(0);
    expect(orderProgress('rejected')).toBe(0);
    expect(orderProgress('completed')).toBe(1);
  });
});
