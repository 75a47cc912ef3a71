/** The signed-in customer: who they are, the addresses they saved, and their notifications. */
import { z } from 'zod/mini';
import { COUNTRY_CODES } from './constants';
import { id, nullableText } from './schema-fields';

export const customerSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  domicile_location: z.enum(COUNTRY_CODES),
});

export const savedAddressSchema = z.object({
  uuid: id,
  /** The customer's name for it: "Home", "Office". */
  label: z.string(),
  /** The one line a rider reads (street, area), sent as `customer_address` at checkout. */
  address: z.string(),
  latitude: z.number(),
  longitude: z.number(),
  is_default: z.boolean(),
  /** The location area the picker matched, when it matched one. */
  area: nullableText,
  street: nullableText,
  /** The building or estate, flat or block: "Block C, Flat 4". */
  building: nullableText,
  /** What helps the rider find the door: "Opposite the filling station". */
  landmark: nullableText,
  /** Who the rider calls on arrival, when it is not the account's phone. */
  phone: nullableText,
  /** What the rider should do there: "Call on arrival, the bell is broken". */
  instructions: nullableText,
});

export const notificationSchema = z.object({
  uuid: id,
  title: z.string(),
  body: z.string(),
  /** The order the notification is about, if any (sandbox extension). */
  order_uuid: nullableText,
  read_at: nullableText,
  created_at: z.string(),
});

export const notificationListSchema = z.object({
  notifications: z.array(notificationSchema),
  /** The unread ones: the bell's count. */
  total: z.number(),
});
