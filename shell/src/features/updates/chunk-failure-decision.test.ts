import type { BuildInfo } from './build-info';
import { decideChunkFailure } from './chunk-failure-decision';

const current: BuildInfo = { id: 'b1', timestamp: 1000 };

function environment(online: boolean, latest: BuildInfo | null) {
  const fetchLatest = jest.fn().mockResolvedValue(latest);
  return { env: { online: () => online, current, fetchLatest }, fetchLatest };
}

describe('decideChunkFailure', () => {
  it('is offline when the browser is offline, without asking the server', async () => {
    const { env, fetchLatest } = environment(false, { id: 'b2', timestamp: 2000 });
    await expect(decideChunkFailure(env)).resolves.toBe('offline');
    expect(fetchLatest).not.toHaveBeenCalled();
  });

  it('is offline when the server does not answer', async () => {
    await expect(decideChunkFailure(environment(true, null).env)).resolves.toBe('offline');
  });

  it('retries in place when the server still serves this build', async () => {
    await expect(decideChunkFailure(environment(true, current).env)).resolves.toBe('retry');
  });

  it('reloads only when the server serves a newer build', async () => {
    const { env } = environment(true, { id: 'b2', timestamp: 2000 });
    await expect(decideChunkFailure(env)).resolves.toBe('reload');
  });
});
