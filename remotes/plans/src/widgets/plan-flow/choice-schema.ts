/** The bounds of a plan choice, from the contract's option lists: what Continue accepts. */
import { z } from 'zod/mini';
import {
  CLEANING_FREQUENCIES,
  LAUNDRY_CARE,
  LAUNDRY_PICKUPS_PER_MONTH,
  LAUNDRY_UNITS,
  PLAN_KINDS,
  PLAN_LIMITS,
} from '@jara/contracts/plan-schema';

const counted = (limits: { min: number; max: number }) =>
  z.number().check(z.int(), z.gte(limits.min), z.lte(limits.max));

export const laundryChoiceSchema = z
  .object({
    service: z.literal('laundry'),
    kind: z.enum(PLAN_KINDS),
    unit: z.enum(LAUNDRY_UNITS),
    quantity: z.number().check(z.int()),
    care: z.enum(LAUNDRY_CARE),
    pickups_per_month: z.literal(LAUNDRY_PICKUPS_PER_MONTH),
  })
  .check(
    z.refine(
      (choice) =>
        choice.quantity >= PLAN_LIMITS[choice.unit].min &&
        choice.quantity <= PLAN_LIMITS[choice.unit].max,
      { message: 'Choose a quantity we can take.', path: ['quantity'] },
    ),
  );

export const cleaningChoiceSchema = z.object({
  service: z.literal('cleaning'),
  kind: z.enum(PLAN_KINDS),
  bedrooms: counted(PLAN_LIMITS.bedrooms),
  bathrooms: counted(PLAN_LIMITS.bathrooms),
  frequency: z.enum(CLEANING_FREQUENCIES),
  deep_clean: z.boolean(),
});

export const planChoiceSchema = z.discriminatedUnion('service', [
  laundryChoiceSchema,
  cleaningChoiceSchema,
]);
