import { MessageChannel as NodeMessageChannel } from 'node:worker_threads';
import { yieldToMain } from './yield-to-main';

// jsdom has no MessageChannel; Node's has the same port API.
const Channel = NodeMessageChannel as unknown as typeof MessageChannel;

/** Whether `promise` has settled once the microtasks queued so far have run. */
async function settledInThisTask(promise: Promise<void>): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
  return settled;
}

describe('yieldToMain', () => {
  it('uses scheduler.yield where the browser has it', async () => {
    const scheduler = { yield: jest.fn(() => Promise.resolve()) };
    await yieldToMain({ scheduler, MessageChannel: Channel });
    expect(scheduler.yield).toHaveBeenCalledTimes(1);
  });

  it('keeps scheduler as the receiver of yield (it throws when called unbound)', async () => {
    const scheduler = {
      yield(this: unknown) {
        if (this !== scheduler) throw new TypeError('Illegal invocation');
        return Promise.resolve();
      },
    };
    await expect(yieldToMain({ scheduler })).resolves.toBeUndefined();
  });

  it('resumes in a later task through a MessageChannel without scheduler.yield', async () => {
    const yielded = yieldToMain({ scheduler: {}, MessageChannel: Channel });
    expect(await settledInThisTask(yielded)).toBe(false);
    await expect(yielded).resolves.toBeUndefined();
  });

  it('falls back to a timer where there is no MessageChannel', async () => {
    jest.useFakeTimers();
    try {
      const yielded = yieldToMain({});
      expect(await settledInThisTask(yielded)).toBe(false);
      jest.advanceTimersByTime(0);
      await expect(yielded).resolves.toBeUndefined();
    } finally {
      jest.useRealTimers();
    }
  });
});
