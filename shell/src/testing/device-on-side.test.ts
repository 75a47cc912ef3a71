import { deviceOnSide } from './device-on-side';
import { inCanary, releaseBucket } from '../features/remote-loading/releases/release-bucket';

describe('deviceOnSide', () => {
  it.each([1, 10, 50, 99])('finds a device on each side of a %i %% canary', (percent) => {
    const canary = { version: '1.4.0-abc123', percent };
    const inside = deviceOnSide('canary', 'storefront', canary);
    const outside = deviceOnSide('stable', 'storefront', canary);
    expect(inCanary(releaseBucket(inside, 'storefront', canary.version), percent)).toBe(true);
    expect(inCanary(releaseBucket(outside, 'storefront', canary.version), percent)).toBe(false);
  });

  it('says so when no id lands on that side', () => {
    expect(() => deviceOnSide('canary', 'storefront', { version: '1', percent: 0 })).toThrow(
      'No canary device for storefront 1 at 0 %',
    );
  });
});
