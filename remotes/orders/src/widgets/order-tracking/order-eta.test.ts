import { anOrder } from '@jara/testing/builders/order';
import { makeActiveOrder } from '../../testing/order-fixtures';
import { etaText } from './order-eta';

describe('etaText', () => {
  it('quotes the range while the order is moving', () => {
    expect(etaText(makeActiveOrder('preparing'))).toBe('Arrives in 35–50 min');
    expect(
      etaText(makeActiveOrder('accepted', { delivery_time_min: 40, delivery_time_max: 40 })),
    ).toBe('Arrives in 40 min');
  });

  it('says nothing once the order is over, or for a pickup without an ETA', () => {
    expect(etaText(anOrder({ status: 'completed' }))).toBeNull();
    expect(etaText(anOrder({ status: 'rejected' }))).toBeNull();
    expect(
      etaText(makeActiveOrder('ready', { delivery_time_min: null, delivery_time_max: null })),
    ).toBeNull();
  });
});
