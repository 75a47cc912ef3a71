import { BUCKETS, inCanary, releaseBucket } from './release-bucket';

/** Random version-4 UUIDs as crypto.randomUUID makes them, from a seed so a run never flakes. */
function seededUuids(count: number, seed: number): string[] {
  let state = seed;
  const random = () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t ^= t + Math.imul(t ^ (t >>> 7), 61 | t);
    return ((t ^ (t >>> 14)) >>> 0) / 2 ** 32;
  };
  const hex = (length: number) =>
    Array.from({ length }, () => Math.floor(random() * 16).toString(16)).join('');
  return Array.from(
    { length: count },
    () => `${hex(8)}-${hex(4)}-4${hex(3)}-${'89ab'[Math.floor(random() * 4)]}${hex(3)}-${hex(12)}`,
  );
}

const devices = seededUuids(10_000, 15);

const canaryShare = (percent: number, remote = 'storefront', version = '2.0.0-abc') =>
  devices.filter((id) => inCanary(releaseBucket(id, remote, version), percent)).length /
  devices.length;

describe('releaseBucket', () => {
  it('maps every input to a whole bucket from 0 to 9999', () => {
    for (const id of devices.slice(0, 1000)) {
      const bucket = releaseBucket(id, 'storefront', '1.0.0');
      expect(Number.isInteger(bucket)).toBe(true);
      expect(bucket).toBeGreaterThanOrEqual(0);
      expect(bucket).toBeLessThan(BUCKETS);
    }
  });

  it('gives the same device the same bucket every time (sticky across reloads and visits)', () => {
    for (const id of devices.slice(0, 100)) {
      expect(releaseBucket(id, 'storefront', '2.0.0')).toBe(
        releaseBucket(id, 'storefront', '2.0.0'),
      );
    }
    // Pinned: a changed hash would move devices from one side to the other mid-canary.
    expect(releaseBucket('device-a', 'storefront', '2.0.0')).toBe(3270);
  });

  it.each([
    [10, 0.01],
    [50, 0.015],
    [1, 0.003],
  ])('puts %i %% of 10,000 random devices in the canary (within %d)', (percent, tolerance) => {
    expect(Math.abs(canaryShare(percent) - percent / 100)).toBeLessThanOrEqual(tolerance);
    // And for ids from other seeds and other remotes, not one lucky draw.
    for (const seed of [1, 2, 3]) {
      const others = seededUuids(10_000, seed);
      const share =
        others.filter((id) => inCanary(releaseBucket(id, `remote-${seed}`, '9.9.9'), percent))
          .length / others.length;
      expect(Math.abs(share - percent / 100)).toBeLessThanOrEqual(tolerance);
    }
  });

  it('splits remotes independently: being in one canary says little about another', () => {
    const inStorefront = devices.filter((id) =>
      inCanary(releaseBucket(id, 'storefront', 'v2'), 50),
    );
    const alsoInCheckout = inStorefront.filter((id) =>
      inCanary(releaseBucket(id, 'checkout', 'v2'), 50),
    );
    expect(Math.abs(alsoInCheckout.length / inStorefront.length - 0.5)).toBeLessThan(0.03);
  });

  it('draws again when a new canary version starts', () => {
    const first = devices.filter((id) => inCanary(releaseBucket(id, 'storefront', '2.0.0'), 10));
    const stillIn = first.filter((id) => inCanary(releaseBucket(id, 'storefront', '2.0.1'), 10));
    // Independent draws keep about 10 % of the first canary's devices, not all of them.
    expect(stillIn.length / first.length).toBeLessThan(0.2);
    expect(Math.abs(canaryShare(10, 'storefront', '2.0.1') - 0.1)).toBeLessThanOrEqual(0.01);
  });

  it('spreads ids that differ by one character', () => {
    const buckets = Array.from({ length: 1000 }, (_, index) =>
      releaseBucket(`device-${index}`, 'storefront', '2.0.0'),
    );
    expect(buckets.filter((bucket) => inCanary(bucket, 10)).length).toBeGreaterThan(70);
    expect(buckets.filter((bucket) => inCanary(bucket, 10)).length).toBeLessThan(130);
  });
});

describe('inCanary', () => {
  it('takes the buckets below percent * 100', () => {
    expect(inCanary(999, 10)).toBe(true);
    expect(inCanary(1000, 10)).toBe(false);
    expect(inCanary(0, 1)).toBe(true);
    expect(inCanary(9899, 99)).toBe(true);
    expect(inCanary(9900, 99)).toBe(false);
  });
});
