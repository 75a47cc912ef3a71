import type { RuntimeConfig } from '@jara/contracts/runtime-config';
import { startRealtime } from '../features/realtime/start-realtime';
import { startBuildUpdates } from '../features/updates/start-build-updates';
import { startWhenIdle } from './start-when-idle';

jest.mock('../features/realtime/start-realtime', () => ({ startRealtime: jest.fn() }));
jest.mock('../features/updates/start-build-updates', () => ({ startBuildUpdates: jest.fn() }));

const config = { realtime: { key: 'k' } } as unknown as RuntimeConfig;
const router = {} as Parameters<typeof startWhenIdle>[2];
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('startWhenIdle', () => {
  let scheduled: (() => void) | undefined;
  const schedule = (work: () => void) => {
    scheduled = work;
    return () => {};
  };
  beforeEach(() => {
    scheduled = undefined;
    jest.mocked(startRealtime).mockReset();
    jest.mocked(startBuildUpdates).mockReset();
  });

  it('starts realtime and the update poller only when the scheduled moment comes', async () => {
    startWhenIdle(schedule, config, router);
    await settle();
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
    startWhenIdle(schedule, config, router);
    scheduled!();
    await settle();
    expect(startBuildUpdates).toHaveBeenCalled();
    expect(logged).toHaveBeenCalledWith('[realtime] could not start', expect.any(Error));

    jest.mocked(startBuildUpdates).mockImplementation(() => {
      throw new Error('no poller');
    });
    startWhenIdle(schedule, config, router);
    scheduled!();
    await settle();
    expect(logged).toHaveBeenCalledWith('[updates] could not start', expect.any(Error));
    logged.mockRestore();
  });
});
