import { distanceKm } from './geo';
import { riderFix, riderRoute } from './rider-route';

const STORE = { latitude: 6.43, longitude: 3.42 };
const DOOR = { latitude: 6.4474, longitude: 3.4719 };
const MINUTE = 60_000;

describe('riderRoute', () => {
  it('runs from the store to the door along three stretches, longer than the crow flies', () => {
    const route = riderRoute(STORE, DOOR);
    expect(route.points).toHaveLength(4);
    expect(route.points[0]).toEqual(STORE);
    expect(route.points[3]).toEqual(DOOR);
    expect(route.km).toBeGreaterThan(distanceKm(STORE, DOOR));
    expect(route.ms).toBeGreaterThan(0);
  });

  it('drops the turns of a door due east of the store, and has no way at all to its own door', () => {
    const east = { latitude: STORE.latitude, longitude: 3.45 };
    expect(riderRoute(STORE, east).points).toEqual([STORE, east]);
    const none = riderRoute(STORE, STORE);
    expect(none).toMatchObject({ points: [STORE], km: 0, ms: 0 });
    expect(riderFix(none, 0, 0)).toMatchObject({ position: STORE, progress: 1, distanceLeftKm: 0 });
  });
});

describe('riderFix', () => {
  const route = riderRoute(STORE, DOOR);

  it('is at the store on leaving, at the door once the ride is over, and never beyond', () => {
    expect(riderFix(route, 0, 0)).toMatchObject({ position: STORE, progress: 0 });
    expect(riderFix(route, 0, 0).distanceLeftKm).toBeCloseTo(route.km, 6);
    for (const elapsed of [route.ms, route.ms + 10 * MINUTE]) {
      expect(riderFix(route, elapsed, 0)).toMatchObject({
        position: DOOR,
        progress: 1,
        distanceLeftKm: 0,
      });
    }
  });

  it('moves along the route with the clock, the same place for the same moment', () => {
    const early = riderFix(route, 2 * MINUTE, 0);
    const later = riderFix(route, 6 * MINUTE, 0);
    expect(later.progress).toBeGreaterThan(early.progress);
    expect(later.distanceLeftKm).toBeLessThan(early.distanceLeftKm);
    expect(riderFix(route, 6 * MINUTE, 0)).toEqual(later);
    // Two minutes up the side street at 12 km/h: 0.4 km from the store.
    expect(early.position.longitude).toBe(STORE.longitude);
    expect(distanceKm(STORE, early.position)).toBeCloseTo(0.4, 6);
  });

  it('estimates the arrival from what is left at 3 minutes a km: it slips on the slow street', () => {
    const start = riderFix(route, 0, 0);
    expect(start.eta).toBeCloseTo(route.km * 3 * MINUTE, 0);
    const slow = riderFix(route, 2 * MINUTE, 2 * MINUTE);
    expect(slow.eta).toBeGreaterThan(start.eta);
    const atDoor = riderFix(route, route.ms, 30 * MINUTE);
    expect(atDoor.eta).toBe(30 * MINUTE);
  });
});
