import { brokenChecks } from './lunch-rush-checks';
import { SMOKE_RUSH, runLunchRush } from './lunch-rush-run';

/** The small rush end to end (child process, on-disk data, the kill), so the bench cannot rot. */
describe('the lunch rush, smoke size', () => {
  it('places and pays orders every way, loses nothing and survives the kill', async () => {
    const result = await runLunchRush(SMOKE_RUSH);
    // brokenChecks also wants every required way paid and a code used in the steady run.
    expect(brokenChecks(result)).toEqual([]);
    expect(result.crash.restart_ms).toBeGreaterThan(0);
    const { calls, mix } = result.steady;
    expect(calls['POST /marketplace/orders (card)']?.requests).toBeGreaterThan(0);
    expect(calls['POST /marketplace/orders (wallet)']?.requests).toBeGreaterThan(0);
    expect(calls['POST /pay/:reference/bank-transfer/send']?.requests).toBeGreaterThan(0);
    expect(calls['POST /pay/:reference/phone (mpesa)']?.requests).toBeGreaterThan(0);
    expect(mix.kenyan_orders).toBeGreaterThan(0);
    // The first pay-for-me link of a run is raced by two payers: still one charge.
    expect(mix.pay_for_me_races).toBeGreaterThan(0);
    expect(mix.codes_refused).toBeGreaterThan(0);
  }, 60_000);
});
