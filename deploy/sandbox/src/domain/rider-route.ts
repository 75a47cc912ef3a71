/**
 * The way a rider takes from the store to the door, and where they are on it at a moment of the
 * sandbox clock. The streets are not known, so the route is drawn as town streets run: out of the
 * store's side street, along a main road, into the customer's estate. Each stretch has its own
 * pace (slow near the store, quick on the main road), while the arrival is estimated at the pace
 * checkout quotes: the estimate slips and recovers as a real one does.
 */
import { distanceKm, type Point } from './geo';
import { RIDE_MINUTES_PER_KM } from './pricing';

/** The pace of each stretch, in km/h: the side street, the main road, the estate. */
const STRETCH_KMH = [12, 30, 15] as const;
/** Where the main road runs, as a share of the way from the store's latitude to the door's. */
const MAIN_ROAD_AT = 0.4;
const HOUR_MS = 3_600_000;

interface Stretch {
  from: Point;
  to: Point;
  km: number;
  ms: number;
}

export interface RiderRoute {
  /** The store first, the door last, each turn between once. */
  points: Point[];
  stretches: Stretch[];
  km: number;
  /** How long the ride takes from the store to the door. */
  ms: number;
}

export interface RiderFix {
  position: Point;
  distanceLeftKm: number;
  /** 0 at the store, 1 at the door. */
  progress: number;
  /** The estimated arrival (epoch ms). */
  eta: number;
}

const samePoint = (a: Point, b: Point) => a.latitude === b.latitude && a.longitude === b.longitude;

export function riderRoute(store: Point, door: Point): RiderRoute {
  const roadLatitude = store.latitude + (door.latitude - store.latitude) * MAIN_ROAD_AT;
  const turns: Point[] = [
    store,
    { latitude: roadLatitude, longitude: store.longitude },
    { latitude: roadLatitude, longitude: door.longitude },
    door,
  ];
  const stretches = STRETCH_KMH.map((kmh, index) => {
    const from = turns[index] as Point;
    const to = turns[index + 1] as Point;
    const km = distanceKm(from, to);
    return { from, to, km, ms: (km / kmh) * HOUR_MS };
  });
  const points = turns.filter(
    (point, index) => index === 0 || !samePoint(point, turns[index - 1] as Point),
  );
  return {
    points,
    stretches,
    km: stretches.reduce((sum, stretch) => sum + stretch.km, 0),
    // Whole milliseconds, as the clock counts: the rider is at the door when the ride is over.
    ms: Math.ceil(stretches.reduce((sum, stretch) => sum + stretch.ms, 0)),
  };
}

const between = (from: Point, to: Point, share: number): Point => ({
  latitude: from.latitude + (to.latitude - from.latitude) * share,
  longitude: from.longitude + (to.longitude - from.longitude) * share,
});

function whereOnRoute(route: RiderRoute, elapsedMs: number): { position: Point; km: number } {
  let rest = Math.max(0, elapsedMs);
  let km = 0;
  for (const stretch of route.stretches) {
    if (rest < stretch.ms) {
      const share = rest / stretch.ms;
      return { position: between(stretch.from, stretch.to, share), km: km + stretch.km * share };
    }
    rest -= stretch.ms;
    km += stretch.km;
  }
  return { position: route.points[route.points.length - 1] as Point, km: route.km };
}

/** Where the rider is `elapsedMs` after leaving the store (at the door once the ride is over). */
export function riderFix(route: RiderRoute, elapsedMs: number, now: number): RiderFix {
  const { position, km } = whereOnRoute(route, elapsedMs);
  const distanceLeftKm = Math.max(0, route.km - km);
  return {
    position,
    distanceLeftKm,
    progress: route.km === 0 ? 1 : Math.min(1, km / route.km),
    eta: now + distanceLeftKm * RIDE_MINUTES_PER_KM * 60_000,
  };
}
