import { anOrder } from '@jara/testing/builders/order';
import { aRider } from '@jara/testing/builders/rider';
import { makeActiveOrder } from '../../testing/order-fixtures';
import { etaText } from './order-eta';

describe('etaText', () => {
  it('quotes the range as times on the store’s clock, from when the store accepted it', () => {
    // Accepted at 12:02 UTC: 13:02 in Lagos, 15:02 in Nairobi.
    expect(etaText(makeActiveOrder('preparing'))).toBe('Arrives 13:37–13:52');
    expect(etaText(makeActiveOrder('preparing', { currency: 'KES' }))).toBe('Arrives 15:37–15:52');
    expect(
      etaText(makeActiveOrder('accepted', { delivery_time_min: 40, delivery_time_max: 40 })),
    ).toBe('Arrives around 13:42');
  });

  it('counts from when it was placed while the store has not accepted it yet', () => {
    expect(etaText(makeActiveOrder('pending'))).toBe('Arrives 13:35–13:50');
  });

  it('gives the arrival the server estimates once a rider is out with it', () => {
    const out = makeActiveOrder('in_transit', { rider: aRider({ eta: '2025-03-01T12:42:00Z' }) });
    expect(etaText(out)).toBe('Arrives around 13:42');
    expect(etaText({ ...out, currency: 'KES' })).toBe('Arrives around 15:42');
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
