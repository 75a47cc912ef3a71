import { brokenChecks } from './lunch-rush-checks';
import type { LunchRushResult, RunFigures } from './lunch-rush-run';
import { emptyMix, type MixFigures } from './rush-mix';

/** A mix in which every way was placed and paid twice, and codes were used. */
const fullMix = (): MixFigures => {
  const mix = emptyMix();
  for (const way of Object.keys(mix.placed) as (keyof MixFigures['placed'])[]) {
    mix.placed[way] = 2;
    mix.paid[way] = 2;
  }
  return { ...mix, kenyan_orders: 3, codes_applied: 2, codes_refused: 1, pay_for_me_races: 1 };
};

const run = (): RunFigures => ({
  calls: {},
  failed_requests: 0,
  orders_placed: 10,
  orders_confirmed: 9,
  refusals: [],
  mix: fullMix(),
  lost_writes: 0,
  double_charges: 0,
  orders_without_payment: 0,
  confirmed_orders_missing: 0,
  wallet_mismatches: 0,
});
const result = (steady: Partial<RunFigures>, crash: Partial<RunFigures>): LunchRushResult => ({
  customers: 10,
  seconds: 5,
  setup: { seconds: 1, failed_requests: 0 },
  steady: { ...run(), ...steady },
  crash: { ...run(), ...crash, restart_ms: 900 },
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

  it('fails a steady run that paid no order by one of the required ways, or used no code', () => {
    const mix = fullMix();
    mix.paid.mpesa = 0;
    mix.paid.pay_for_me = 0;
    // USSD is in the mix but not required: Nigeria's transfer is the way that must be seen.
    mix.paid.ussd = 0;
    expect(brokenChecks(result({ mix: { ...mix, codes_applied: 0 } }, {}))).toEqual([
      'no order was paid by mpesa in the steady run',
      'no order was paid by pay_for_me in the steady run',
      'no order was placed with a discount code in the steady run',
    ]);
  });

  it('does not ask the run with the kill for every way: its customers lose visits by design', () => {
    expect(brokenChecks(result({}, { mix: { ...fullMix(), paid: emptyMix().paid } }))).toEqual([]);
  });
});
