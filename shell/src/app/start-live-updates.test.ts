import type { RuntimeConfig } from '@jara/contracts/runtime-config';
import type { LoadPhase } from '../features/boot/load-phases';
import { startRealtime } from '../features/realtime/start-realtime';
import { startBuildUpdates } from '../features/updates/start-build-updates';
import { startLiveUpdates } from './start-live-updates';

jest.mock('../features/realtime/start-realtime', () => ({ startRealtime: jest.fn() }));
jest.mock('../features/updates/start-build-updates', () => ({ startBuildUpdates: jest.fn() }));

const config = { realtime: { key: 'k' } } as unknown as RuntimeConfig;
const router = {} as Parameters<typeof startLiveUpdates>[1];
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startLiveUpdates', () => {
  let waited: LoadPhase | undefined;
  let scheduled: (() => void) | undefined;
  const phases = {
    after(phase: LoadPhase, work: () => void) {
      waited = phase;
      scheduled = work;
      return () => {};
    },
  };
  beforeEach(() => {
    waited = undefined;
    scheduled = undefined;
    jest.mocked(startRealtime).mockReset();
    jest.mocked(startBuildUpdates).mockReset();
  });

  it('starts realtime and the update poller only once the page is ready', async () => {
    startLiveUpdates(config, router, phases);
    await settle();
    expect(waited).toBe('page-ready');
    expect(startRealtime).not.toHaveBeenCalled();
    scheduled!();
    await settle();
    expect(startRealtime).toHaveBeenCalledWith(config.realtime);
    expect(startBuildUpdates).toHaveBeenCalledWith(router, config);
  });

  it('logs a part that fails to start, and still starts the other', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.mocked(startRealtime).mockImplementation(() => {
      throw new Error('socket refused');
    });
    startLiveUpdates(config, router, phases);
    scheduled!();
    await settle();
    expect(startBuildUpdates).toHaveBeenCalled();
    expect(logged).toHaveBeenCalledWith('[realtime] could not start', expect.any(Error));

    jest.mocked(startBuildUpdates).mockImplementation(() => {
      throw new Error('no poller');
    });
    startLiveUpdates(config, router, phases);
    scheduled!();
    await settle();
    expect(logged).toHaveBeenCalledWith('[updates] could not start', expect.any(Error));
    logged.mockRestore();
  });
});
