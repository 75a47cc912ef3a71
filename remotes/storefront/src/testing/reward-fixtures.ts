/** Test data of the rewards screen, and the signed-in customer its tests render for. */
import type { CountryCode } from '@jara/contracts/constants';
import type {
  RedeemedReward,
  ReferralDetails,
  RewardHistoryEntry,
  RewardsCentre,
} from '@jara/contracts/entities';
import { sessionStore } from '@jara/state/session-store';
import { aCustomer } from '@jara/testing/builders/customer';

export const HOSTILE = '<script>alert(1)</script>"><img src=x onerror=alert(1)>';

export function aRewardsCentre(overrides: Partial<RewardsCentre> = {}): RewardsCentre {
  return {
    points: 1450,
    tier: 'Silver',
    points_to_next_tier: 1550,
    discount_options: [
      { points: 500, discount_code_value: 500 },
      { points: 1000, discount_code_value: 1200 },
      { points: 2000, discount_code_value: 2600 },
    ],
    ...overrides,
  };
}

export function aHistoryEntry(overrides: Partial<RewardHistoryEntry> = {}): RewardHistoryEntry {
  return {
    id: 1,
    points: 600,
    description: 'Points for order JR-LGH002',
    created_at: '2026-10-09T10:00:00.000Z',
    ...overrides,
  };
}

export function aRedeemedReward(overrides: Partial<RedeemedReward> = {}): RedeemedReward {
  return {
    id: 1,
    kind: 'discount',
    code: 'RWD-ADA-500',
    value: 500,
    created_at: '2026-11-17T10:00:00.000Z',
    ...overrides,
  };
}

export function aReferral(overrides: Partial<ReferralDetails> = {}): ReferralDetails {
  return {
    code: 'ADA2024',
    link: 'https://jara.test/signup?ref=ADA2024',
    invited_count: 3,
    joined_count: 2,
    earnings: 3000,
    reward: 1500,
    currency: 'NGN',
    ...overrides,
  };
}

export function signInFrom(country: CountryCode) {
  const ada = aCustomer({
    id: 1,
    name: 'Ada Okafor',
    phone: '+2348012345678',
    domicile_location: country,
  });
  sessionStore.getState().signIn('token', 1, ada);
}
