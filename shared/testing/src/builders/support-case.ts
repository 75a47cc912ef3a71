/**
 * A support case as an order carries it: the first line of `anOrder` spoiled and credited to the
 * wallet. A test overrides only what it is about (`aSupportCase({ status: 'in_review' })`).
 */
import type { SupportCase } from '@jara/contracts/entities';

export function aSupportCase(overrides: Partial<SupportCase> = {}): SupportCase {
  return {
    reference: 'SC-4HQ7PX',
    status: 'credited',
    late: false,
    // anOrder's first line: (2,500 + 500) × 2.
    items: [
      { item_uuid: 'item-1', name: 'Jollof rice', quantity: 2, problem: 'spoiled', amount: 6000 },
    ],
    note: 'The rice was sour.',
    credited_amount: 6000,
    created_at: '2025-03-01T13:10:00Z',
    ...overrides,
  };
}
