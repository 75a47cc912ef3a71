/**
 * The rider of a delivery order out for delivery: given once when the order leaves the store,
 * followed on the sandbox clock, and reported over realtime as their phone pings. Where the rider
 * is follows from when they left and when they last pinged (domain/rider-route), so a test that
 * moves the clock moves the rider to a known place.
 */
import { REALTIME_EVENTS } from '@jara/contracts/api-calls';
import type { OrderRider } from '@jara/contracts/entities';
import type { Db } from '../db/open-database';
import { sql } from '../db/statements';
import type { Point } from '../domain/geo';
import { ORDER_STEP_MS } from '../domain/order-flow';
import { riderFix, riderRoute } from '../domain/rider-route';
import type { SandboxContext } from '../sandbox-context';
import { customerChannel } from './notifications';
import type { OrderRow } from './order-queries';

/** How often a rider's phone reports where they are, on the sandbox clock. */
export const RIDER_PING_MS = 5_000;

interface TripRow {
  order_uuid: string;
  customer_id: number;
  started_at: number;
  located_at: number;
  name: string;
  phone: string;
  vehicle: string;
  store_latitude: number;
  store_longitude: number;
  door_latitude: number;
  door_longitude: number;
}

// A trip is only written for a store and a door that both have a place on the map.
const TRIPS = `SELECT t.order_uuid, o.customer_id, t.started_at, t.located_at, r.name, r.phone,
  r.vehicle, v.latitude AS store_latitude, v.longitude AS store_longitude,
  o.latitude AS door_latitude, o.longitude AS door_longitude
  FROM order_riders t JOIN riders r ON r.id = t.rider_id JOIN orders o ON o.uuid = t.order_uuid
  JOIN vendors v ON v.uuid = o.vendor_uuid`;

function tripOf(db: Db, orderUuid: string): TripRow | undefined {
  return sql(db, `${TRIPS} WHERE t.order_uuid = ?`).get(orderUuid) as TripRow | undefined;
}

const routeOf = (trip: TripRow) =>
  riderRoute(
    { latitude: trip.store_latitude, longitude: trip.store_longitude },
    { latitude: trip.door_latitude, longitude: trip.door_longitude },
  );

/** Even to the store's own door the order is out for one status step. */
const rideEnds = (trip: TripRow) => trip.started_at + Math.max(routeOf(trip).ms, ORDER_STEP_MS);

const rounded = (point: Point): Point => ({
  latitude: Number(point.latitude.toFixed(6)),
  longitude: Number(point.longitude.toFixed(6)),
});

function toRider(trip: TripRow): OrderRider {
  const route = routeOf(trip);
  const fix = riderFix(route, trip.located_at - trip.started_at, trip.located_at);
  return {
    name: trip.name,
    phone: trip.phone,
    vehicle: trip.vehicle,
    position: rounded(fix.position),
    route: route.points.map(rounded),
    distance_left_km: Number(fix.distanceLeftKm.toFixed(2)),
    progress: Number(fix.progress.toFixed(3)),
    eta: new Date(fix.eta).toISOString(),
    located_at: new Date(trip.located_at).toISOString(),
  };
}

/**
 * Sends a rider with a delivery order leaving the store at `at`: the least busy rider of the
 * store's country, the one who has waited longest among equals. An order sent again keeps its
 * rider. Answers when the ride ends, or null when there is no ride to follow: a pickup, a parcel
 * from a store without a place on the map (it ships by courier), a door without coordinates.
 */
export function sendRider(db: Db, order: OrderRow, at: number): number | null {
  if (order.delivery_type !== 'delivery' || order.latitude === null || order.longitude === null) {
    return null;
  }
  const store = sql(db, 'SELECT latitude, longitude, country_code FROM vendors WHERE uuid = ?').get(
    order.vendor_uuid,
  ) as { latitude: number | null; longitude: number | null; country_code: string };
  if (store.latitude === null || store.longitude === null) return null;
  const rider = sql(
    db,
    `SELECT r.id FROM riders r WHERE r.country_code = ?
     ORDER BY (SELECT COUNT(*) FROM order_riders t JOIN orders o ON o.uuid = t.order_uuid
               WHERE t.rider_id = r.id AND o.status = 'in_transit'),
              (SELECT COALESCE(MAX(t.started_at), 0) FROM order_riders t WHERE t.rider_id = r.id),
              r.id
     LIMIT 1`,
  ).get(store.country_code) as { id: number } | undefined;
  if (!rider) return null;
  sql(
    db,
    'INSERT OR IGNORE INTO order_riders (order_uuid, rider_id, started_at, located_at) VALUES (?, ?, ?, ?)',
  ).run(order.uuid, rider.id, at, at);
  const trip = tripOf(db, order.uuid);
  return trip ? rideEnds(trip) : null;
}

/** The rider of an order out for delivery, where their phone last placed them; else null. */
export function riderOf(db: Db, order: OrderRow): OrderRider | null {
  if (order.status !== 'in_transit') return null;
  const trip = tripOf(db, order.uuid);
  return trip ? toRider(trip) : null;
}

/** Every rider on the way whose phone is due to ping does so now: their position goes out. */
export function pingRiders(ctx: SandboxContext): number {
  const now = ctx.clock.now();
  const due = sql(
    ctx.db,
    `${TRIPS} WHERE o.status = 'in_transit' AND t.located_at <= ? ORDER BY t.started_at`,
  ).all(now - RIDER_PING_MS) as TripRow[];
  for (const trip of due) {
    sql(ctx.db, 'UPDATE order_riders SET located_at = ? WHERE order_uuid = ?').run(
      now,
      trip.order_uuid,
    );
    ctx.realtime.publish(customerChannel(trip.customer_id), REALTIME_EVENTS.riderMoved, {
      order_uuid: trip.order_uuid,
      rider: toRider({ ...trip, located_at: now }),
    });
  }
  return due.length;
}
