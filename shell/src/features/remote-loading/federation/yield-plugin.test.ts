import { createYieldPlugin } from './yield-plugin';

/** A yield the test releases by hand, to see what waits for it. */
function heldYield() {
  const releases: (() => void)[] = [];
  const yieldNow = jest.fn(() => new Promise<void>((resolve) => releases.push(resolve)));
  return { yieldNow, release: () => releases.splice(0).forEach((release) => release()) };
}

async function settled(promise: Promise<unknown>) {
  let done = false;
  void promise.then(() => (done = true));
  for (let turn = 0; turn < 10; turn += 1) await Promise.resolve();
  return done;
}

type Hook = (args: unknown) => Promise<unknown>;

describe('createYieldPlugin', () => {
  it.each(['beforeLoadShare', 'beforeInitContainer'] as const)(
    '%s waits for the next task, then passes its arguments on unchanged',
    async (name) => {
      const { yieldNow, release } = heldYield();
      const hook = createYieldPlugin(yieldNow)[name] as unknown as Hook;
      const args = { pkgName: 'react', shareInfo: {} };
      const result = hook(args);
      expect(yieldNow).toHaveBeenCalledTimes(1);
      expect(await settled(result)).toBe(false);
      release();
      await expect(result).resolves.toBe(args);
    },
  );

  it('beforeExecuteFactory waits for the next task and changes nothing', async () => {
    const { yieldNow, release } = heldYield();
    const hook = createYieldPlugin(yieldNow).beforeExecuteFactory as unknown as Hook;
    const result = hook({ id: 'storefront/app' });
    expect(await settled(result)).toBe(false);
    release();
    await expect(result).resolves.toBeUndefined();
  });

  it('leaves every other hook alone', () => {
    expect(Object.keys(createYieldPlugin()).sort()).toEqual([
      'beforeExecuteFactory',
      'beforeInitContainer',
      'beforeLoadShare',
      'name',
    ]);
  });
});
