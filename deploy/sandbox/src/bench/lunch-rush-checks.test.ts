import { brokenChecks } from './lunch-rush-checks';
import type { LunchRushResult, RunFigures } from './lunch-rush-run';

const run: RunFigures = {
  calls: {},
  failed_requests: 0,
  orders_placed: 10,
  orders_confirmed: 9,
  refusals: [],
  lost_writes: 0,
  double_charges: 0,
  orders_without_payment: 0,
  confirmed_orders_missing: 0,
  wallet_mismatches: 0,
};
const result = (steady: Partial<RunFigures>, crash: Partial<RunFigures>): LunchRushResult => ({
  customers: 10,
  seconds: 5,
  setup: { seconds: 1, failed_requests: 0 },
  steady: { ...run, ...steady },
  crash: { ...run, ...crash, restart_ms: 900 },
});

describe('brokenChecks', () => {
  it('passes a rush with nothing lost, even though calls failed while the sandbox was down', () => {
    expect(brokenChecks(result({}, { failed_requests: 40 }))).toEqual([]);
  });

  it('names each broken check with its run', () => {
    expect(
      brokenChecks(result({ failed_requests: 2, double_charges: 1 }, { wallet_mismatches: 1 })),
    ).toEqual([
      'failed requests (steady): 2, expected 0',
      'double charges (steady): 1, expected 0',
      'wallets disagreeing with their transactions (after the kill): 1, expected 0',
    ]);
  });

  it('fails a rush in which no order was paid', () => {
    expect(brokenChecks(result({}, { orders_confirmed: 0 }))).toEqual([
      'no order was paid in one of the runs: the rush proved nothing',
    ]);
  });
});
