import { setTimeout as sleep } from 'node:timers/promises';
import { runLimited } from './run-limited';

describe('runLimited', () => {
  it('never runs more than the limit at once, and runs everything', async () => {
    let running = 0;
    let peak = 0;
    const done: number[] = [];
    await runLimited([1, 2, 3, 4, 5], 2, async (item) => {
      running += 1;
      peak = Math.max(peak, running);
      await sleep(10);
      running -= 1;
      done.push(item);
    });
    expect(peak).toBe(2);
    expect(done.sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('starts nothing new after a failure and rejects with it', async () => {
    const started: number[] = [];
    await expect(
      runLimited([1, 2, 3, 4], 1, async (item) => {
        started.push(item);
        if (item === 2) throw new Error('build 2 failed');
      }),
    ).rejects.toThrow('build 2 failed');
    expect(started).toEqual([1, 2]);
  });

  it('refuses a limit below one', async () => {
    await expect(runLimited([1], 0, async () => undefined)).rejects.toThrow('at least 1');
  });
});
