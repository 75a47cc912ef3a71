/** The wallet's data in the contract's shapes, for this screen's tests. */
import type { WalletTransaction } from '@jara/contracts/entities';

export function aTransaction(overrides: Partial<WalletTransaction> = {}): WalletTransaction {
  return {
    uuid: 'tx-1',
    type: 'credit',
    amount: 10_000,
    currency: 'NGN',
    description: 'Wallet top-up by card',
    reference: 'WT-TOPUP2',
    created_at: '2026-11-18T09:30:00Z',
    ...overrides,
  };
}
