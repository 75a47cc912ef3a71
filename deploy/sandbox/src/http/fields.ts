/** Field schemas shared by several routes; query values arrive as strings and are coerced here. */
import { z } from 'zod';

const blankToUndefined = (value: unknown) =>
  value === '' || value === null || value === undefined ? undefined : value;

function fromQuery(value: unknown): unknown {
  const present = blankToUndefined(value);
  return typeof present === 'string' ? Number(present) : present;
}

/** A number that may arrive as a query string ("6.45") or as JSON. */
export function numeric<T extends z.ZodNumber>(schema: T) {
  return z.preprocess(fromQuery, schema);
}

export const latitude = numeric(z.number().min(-90).max(90));
export const longitude = numeric(z.number().min(-180).max(180));
export const positiveId = numeric(z.number().int().min(1));

export const pageQuery = z.object({
  page: numeric(z.number().int().min(1)).optional(),
  per_page: numeric(z.number().int().min(1).max(100)).optional(),
});

export const requiredText = (max: number) => z.string().trim().min(1).max(max);
export const email = z.string().trim().max(190).pipe(z.email());
export const password = z.string().min(8).max(128);
export const uuidList = z.array(z.string().min(1).max(64)).max(100);
export const money = z.number().int();
