/**
 * Where a device falls in a canary's split: a number 0..9999 from (device, remote, canary
 * version). The same inputs always give the same bucket, so a device keeps its side across
 * reloads and visits; a new canary version gives every device a fresh draw, so the same devices
 * are not always the ones trying new code. Shared with the early preload script (bundled into
 * both), so both pick the same release.
 */
export const BUCKETS = 10_000;

/** FNV-1a over the text, then murmur3's finaliser: ids that differ by one character spread out. */
export function releaseBucket(deviceId: string, remote: string, canaryVersion: string): number {
  const text = `${deviceId}\n${remote}\n${canaryVersion}`;
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193);
  }
  hash = Math.imul(hash ^ (hash >>> 16), 0x85ebca6b);
  hash = Math.imul(hash ^ (hash >>> 13), 0xc2b2ae35);
  return ((hash ^ (hash >>> 16)) >>> 0) % BUCKETS;
}

/** A canary of `percent` % takes the buckets below percent * 100. */
export function inCanary(bucket: number, percent: number): boolean {
  return bucket < percent * (BUCKETS / 100);
}
