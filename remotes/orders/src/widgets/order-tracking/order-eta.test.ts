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

  it('names the slot of an order placed ahead, on the store’s clock, until it is over', () => {
    const slot = { starts_at: '2026-11-29T11:00:00.000Z', ends_at: '2026-11-29T11:30:00.000Z' };
    const evening = new Date('2026-11-28T18:00:00.000Z');
    expect(etaText(makeActiveOrder('pending', { scheduled_for: slot }), evening)).toBe(
      'Scheduled: Tomorrow, 12:00–12:30',
    );
    expect(
      etaText(makeActiveOrder('pending', { scheduled_for: slot, currency: 'KES' }), evening),
    ).toBe('Scheduled: Tomorrow, 14:00–14:30');
    expect(etaText(anOrder({ status: 'completed', scheduled_for: slot }), evening)).toBeNull();
  });
});
