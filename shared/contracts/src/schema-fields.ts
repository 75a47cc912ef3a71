/** The fields every entity schema repeats, written once so each means the same everywhere. */
import { z } from 'zod/mini';

/** A uuid, reference or token: never empty, or nothing could find the entity again. */
export const id = z.string().check(z.minLength(1));
export const nullableText = z.nullable(z.string());
export const nullableNumber = z.nullable(z.number());

/** The currencies the app trades in: Nigeria's and Kenya's. */
export const currencySchema = z.enum(['NGN', 'KES']);
