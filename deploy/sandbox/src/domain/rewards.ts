import type { Currency, RewardsCentre } from '@jara/contracts/entities';

const TIERS = [
  { name: 'Bronze', from: 0 },
  { name: 'Silver', from: 1000 },
  { name: 'Gold', from: 3000 },
];

const DISCOUNT_OPTIONS: Record<Currency, RewardsCentre['discount_options']> = {
  NGN: [
    { points: 500, discount_code_value: 500 },
    { points: 1000, discount_code_value: 1200 },
    { points: 2000, discount_code_value: 2600 },
  ],
  KES: [
    { points: 500, discount_code_value: 50 },
    { points: 1000, discount_code_value: 120 },
    { points: 2000, discount_code_value: 260 },
  ],
};

export function rewardsCentre(points: number, currency: Currency): RewardsCentre {
  const current = [...TIERS].reverse().find((tier) => points >= tier.from) ?? TIERS[0];
  const next = TIERS.find((tier) => tier.from > points);
  return {
    points,
    tier: current?.name ?? 'Bronze',
    points_to_next_tier: next ? next.from - points : 0,
    discount_options: DISCOUNT_OPTIONS[currency],
  };
}
