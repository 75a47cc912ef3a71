/** The wallet's data in the contract's shapes, for this screen's tests. */
import type { PaymentVerification, WalletTransaction } from '@jara/contracts/entities';

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

export function aTopUpCheck(overrides: Partial<PaymentVerification> = {}): PaymentVerification {
  return {
    reference: 'PAY-123',
    purpose: 'wallet_funding',
    status: 'succeeded',
    amount: 5_000,
    currency: 'NGN',
    failure_reason: null,
    order: null,
    ...overrides,
  };
}
