import { makeActiveOrder } from '../testing/order-fixtures';
import { readRealtimeOrder } from './realtime-order';

describe('readRealtimeOrder', () => {
  it('takes a well-formed order', () => {
    const order = makeActiveOrder('ready');
    expect(readRealtimeOrder(order)).toBe(order);
  });

  it.each([
    ['nothing', undefined],
    ['a string', 'order'],
    ['no uuid', { ...makeActiveOrder('ready'), uuid: undefined }],
    ['an unknown status', { ...makeActiveOrder('ready'), status: 'teleported' }],
    ['no vendor', { ...makeActiveOrder('ready'), vendor: null }],
    ['no items', { ...makeActiveOrder('ready'), items: 'none' }],
    ['a total as text', { ...makeActiveOrder('ready'), total: '4500' }],
  ])('ignores %s', (_, value) => {
    expect(readRealtimeOrder(value)).toBeNull();
  });
});
