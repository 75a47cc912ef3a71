/**
 * The rider bringing a delivery order (sandbox extension), while it is out for delivery: who they
 * are, how to call them, and where they are on the way from the store to the door. The server
 * works out the distance left, the progress and the arrival; a screen only shows them.
 */
import { z } from 'zod/mini';

export const geoPointSchema = z.object({ latitude: z.number(), longitude: z.number() });

export const orderRiderSchema = z.object({
  name: z.string(),
  /** E.164, as the country writes it after its dialling code (+234…, +254…). */
  phone: z.string(),
  /** What they ride, as the customer spots it at the door: "Motorbike · LND 482 KJ". */
  vehicle: z.string(),
  position: geoPointSchema,
  /** The way the rider takes: the store first, the door last, the turns between. */
  route: z.array(geoPointSchema),
  /** Kilometres still to ride along the route. */
  distance_left_km: z.number().check(z.nonnegative()),
  /** How much of the route is behind the rider: 0 at the store, 1 at the door. */
  progress: z.number().check(z.gte(0), z.lte(1)),
  /** When the rider should be at the door (ISO), estimated from what is left to ride. */
  eta: z.iso.datetime(),
  /** When the rider's phone last reported this position (ISO). */
  located_at: z.iso.datetime(),
});

/** A position the rider's phone reported, for one order: sent over realtime as it moves. */
export const riderMovedSchema = z.object({
  order_uuid: z.string().check(z.minLength(1)),
  rider: orderRiderSchema,
});
