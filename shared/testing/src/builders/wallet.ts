/** The one wallet builder every test shares: a naira wallet holding ₦10,000. */
import type { Wallet } from '@jara/contracts/entities';

export function aWallet(overrides: Partial<Wallet> = {}): Wallet {
  return {
    balance: 10_000,
    currency: 'NGN',
    funding_min: 100,
    funding_max: 1_000_000,
    ...overrides,
  };
}
