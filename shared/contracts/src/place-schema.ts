/** Where the customer is: countries and their states, location areas, the location they chose. */
import { z } from 'zod/mini';
import { COUNTRY_CODES } from './constants';

const countryCode = z.enum(COUNTRY_CODES);

export const countrySchema = z.object({
  id: z.number(),
  code: z.string(),
  name: z.string(),
  /** Any currency: the list also holds countries the app does not serve (spec 5 filters them). */
  currency: z.string(),
  dial_code: z.string(),
});

export const countryStateSchema = z.object({
  id: z.number(),
  name: z.string(),
  country_code: z.string(),
});

export const locationAreaSchema = z.object({
  id: z.number(),
  name: z.string(),
  state: z.string(),
  country_code: countryCode,
  latitude: z.number(),
  longitude: z.number(),
});

export const userLocationSchema = z.object({
  longitude: z.nullable(z.number()),
  latitude: z.nullable(z.number()),
  address: z.string(),
  locationArea: z.nullable(locationAreaSchema),
  customer_address: z.string(),
});
