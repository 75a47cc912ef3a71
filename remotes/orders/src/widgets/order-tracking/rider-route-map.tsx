/**
 * The rider's way drawn small: the route from the store to the door, the part already ridden in
 * the brand colour, and the rider on it. No map tiles: the points are the server's, fitted into
 * the box with north up (a degree of longitude shrinks with the latitude's cosine).
 */
import type { OrderRider } from '@jara/contracts/entities';
import styles from './rider-card.module.css';

const WIDTH = 320;
const HEIGHT = 120;
const PAD = 14;

type GeoPoint = OrderRider['position'];

function fitter(points: GeoPoint[]) {
  const squeeze = Math.cos(((points[0]?.latitude ?? 0) * Math.PI) / 180);
  const xs = points.map((point) => point.longitude * squeeze);
  const ys = points.map((point) => point.latitude);
  const [minX, maxX, minY, maxY] = [
    Math.min(...xs),
    Math.max(...xs),
    Math.min(...ys),
    Math.max(...ys),
  ];
  // A route with no width or height still fits: it is drawn across the middle.
  const scale = Math.min(
    (WIDTH - 2 * PAD) / Math.max(maxX - minX, 1e-9),
    (HEIGHT - 2 * PAD) / Math.max(maxY - minY, 1e-9),
  );
  const left = (WIDTH - (maxX - minX) * scale) / 2;
  const top = (HEIGHT - (maxY - minY) * scale) / 2;
  return (point: GeoPoint) => ({
    x: left + (point.longitude * squeeze - minX) * scale,
    y: top + (maxY - point.latitude) * scale,
  });
}

type Xy = { x: number; y: number };

function distanceToStretch(p: Xy, a: Xy, b: Xy): number {
  const dx = b.x - a.x;
  const dy = b.y - a.y;
  const length = dx * dx + dy * dy;
  const t =
    length === 0 ? 0 : Math.max(0, Math.min(1, ((p.x - a.x) * dx + (p.y - a.y) * dy) / length));
  return Math.hypot(p.x - (a.x + t * dx), p.y - (a.y + t * dy));
}

/** The route up to the rider: the turns already passed (the rider is on the nearest stretch). */
function ridden(route: Xy[], here: Xy): Xy[] {
  let on = 0;
  for (let index = 1; index < route.length - 1; index += 1) {
    const best = distanceToStretch(here, route[on] as Xy, route[on + 1] as Xy);
    if (distanceToStretch(here, route[index] as Xy, route[index + 1] as Xy) < best) on = index;
  }
  return [...route.slice(0, on + 1), here];
}

const line = (points: { x: number; y: number }[]) =>
  points.map(({ x, y }) => `${x.toFixed(1)},${y.toFixed(1)}`).join(' ');

export function RiderRouteMap({ rider }: { rider: OrderRider }) {
  const place = fitter([...rider.route, rider.position]);
  const route = rider.route.map(place);
  const start = route[0];
  const door = route[route.length - 1];
  const here = place(rider.position);
  return (
    <svg
      className={styles.map}
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      aria-hidden="true"
      focusable="false"
      data-testid="rider-route"
    >
      <polyline className={styles.road} points={line(route)} />
      <polyline className={styles.ridden} points={line(ridden(route, here))} />
      {start ? (
        <rect
          className={styles.store}
          x={start.x - 6}
          y={start.y - 6}
          width="12"
          height="12"
          rx="3"
        />
      ) : null}
      {door ? <circle className={styles.door} cx={door.x} cy={door.y} r="7" /> : null}
      <circle className={styles.rider} cx={here.x} cy={here.y} r="8" />
    </svg>
  );
}
