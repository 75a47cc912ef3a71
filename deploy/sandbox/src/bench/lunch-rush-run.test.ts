import { brokenChecks } from './lunch-rush-checks';
import { SMOKE_RUSH, runLunchRush } from './lunch-rush-run';

/** The small rush end to end (child process, on-disk data, the kill), so the bench cannot rot. */
describe('the lunch rush, smoke size', () => {
  it('places and pays orders, loses nothing and survives the kill', async () => {
    const result = await runLunchRush(SMOKE_RUSH);
    expect(brokenChecks(result)).toEqual([]);
    expect(result.crash.restart_ms).toBeGreaterThan(0);
    expect(result.steady.calls['POST /marketplace/orders (card)']?.requests).toBeGreaterThan(0);
    expect(result.steady.calls['POST /marketplace/orders (wallet)']?.requests).toBeGreaterThan(0);
  }, 60_000);
});
