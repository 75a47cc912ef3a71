import { nextStatus, statusNotification } from './order-flow';
import { deliveryFee, serviceFee } from './pricing';
import { isOpenAt } from './working-hours';
import { formatMoney } from './money';
import { rewardsCentre } from './rewards';

const at = (iso: string) => Date.parse(iso);

describe('working hours', () => {
  const weekdays = [1, 2, 3, 4, 5].map((day) => ({ day, opens: '08:00', closes: '22:00' }));
  const lateNights = [0, 1, 2, 3, 4, 5, 6].map((day) => ({ day, opens: '11:00', closes: '02:00' }));

  it('reads hours in the vendor’s time zone', () => {
    // Monday 07:30 UTC is 08:30 in Lagos (UTC+1).
    expect(isOpenAt(weekdays, 60, at('2025-01-13T07:30:00Z'))).toBe(true);
    expect(isOpenAt(weekdays, 60, at('2025-01-13T06:30:00Z'))).toBe(false);
    expect(isOpenAt(weekdays, 60, at('2025-01-12T12:00:00Z'))).toBe(false);
  });

  it('handles hours that run past midnight', () => {
    expect(isOpenAt(lateNights, 60, at('2025-01-13T00:30:00Z'))).toBe(true);
    expect(isOpenAt(lateNights, 60, at('2025-01-13T02:30:00Z'))).toBe(false);
  });
});

describe('order flow', () => {
  it('walks delivery orders to completed and parks ready pickups', () => {
    expect(nextStatus('ready', 'delivery', 'normal')).toBe('in_transit');
    expect(nextStatus('ready', 'pickup', 'normal')).toBeNull();
    expect(nextStatus('completed', 'delivery', 'normal')).toBeNull();
  });

  it('lets some vendors reject or cancel', () => {
    expect(nextStatus('pending', 'delivery', 'rejects')).toBe('rejected');
    expect(nextStatus('accepted', 'delivery', 'cancels')).toBe('cancelled');
    expect(statusNotification('rejected', 'delivery', 'Pilau Palace', 'JR-1')?.title).toBe(
      'Order not accepted',
    );
  });
});

describe('prices', () => {
  it('charges distance beyond 3 km and a capped service fee', () => {
    expect(deliveryFee(800, 2, 'NGN')).toBe(800);
    expect(deliveryFee(800, 5, 'NGN')).toBe(1100);
    expect(serviceFee(10_000, 'NGN')).toBe(500);
    expect(serviceFee(100_000, 'NGN')).toBe(1500);
    expect(serviceFee(0, 'KES')).toBe(0);
    expect(formatMoney(25000, 'NGN')).toBe('₦25,000');
    expect(formatMoney(2000, 'KES')).toBe('KSh 2,000');
  });

  it('places customers in reward tiers', () => {
    expect(rewardsCentre(0, 'NGN')).toMatchObject({ tier: 'Bronze', points_to_next_tier: 1000 });
    expect(rewardsCentre(3200, 'KES')).toMatchObject({ tier: 'Gold', points_to_next_tier: 0 });
  });
});
