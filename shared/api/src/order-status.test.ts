import { ORDER_STATUSES } from '@jara/contracts/order-schema';
import { isTerminalOrder } from './order-status';

describe('terminal orders are not kept as the current order (spec 4)', () => {
  it.each(ORDER_STATUSES.map((status) => [status]))('%s', (status) => {
    const terminal = ['completed', 'cancelled', 'rejected'].includes(status);
    expect(isTerminalOrder({ status })).toBe(terminal);
  });

  it('has no current order to drop when there is none', () => {
    expect(isTerminalOrder(null)).toBe(false);
    expect(isTerminalOrder(undefined)).toBe(false);
  });
});
