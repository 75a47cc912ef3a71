/**
 * Test-only: a device id that falls on the asked side of a canary. Tests put a browser in or out
 * of a canary with it, by writing the id to localStorage (DEVICE_ID_KEY) before the page loads.
 */
import { inCanary, releaseBucket } from '../features/remote-loading/releases/release-bucket';

export function deviceOnSide(
  side: 'canary' | 'stable',
  remote: string,
  canary: { version: string; percent: number },
  prefix = 'e2e-device-',
): string {
  // At 1 % one id in 100 is in the canary: 10,000 tries miss only with odds of 2e-44.
  for (let index = 0; index < 10_000; index++) {
    const id = `${prefix}${index}`;
    const bucket = releaseBucket(id, remote, canary.version);
    if (inCanary(bucket, canary.percent) === (side === 'canary')) return id;
  }
  throw new Error(`No ${side} device for ${remote} ${canary.version} at ${canary.percent} %`);
}
