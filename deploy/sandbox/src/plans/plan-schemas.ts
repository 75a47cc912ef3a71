import {
  CLEANING_FREQUENCIES,
  LAUNDRY_CARE,
  LAUNDRY_PICKUPS_PER_MONTH,
  LAUNDRY_UNITS,
  PLAN_KINDS,
  PLAN_LIMITS,
  PLAN_SERVICES,
} from '@jara/contracts/plan-schema';
import { z } from 'zod';
import { numeric } from '../http/fields';

export const planService = z.enum(PLAN_SERVICES);

const count = (limits: { min: number; max: number }) =>
  numeric(z.number().int().min(limits.min).max(limits.max));

/** The contract's option lists and bounds, so the sandbox refuses what the forms never offer. */
const laundryChoice = z
  .object({
    service: z.literal('laundry'),
    kind: z.enum(PLAN_KINDS),
    unit: z.enum(LAUNDRY_UNITS),
    quantity: numeric(z.number().int()),
    care: z.enum(LAUNDRY_CARE),
    pickups_per_month: z.union(LAUNDRY_PICKUPS_PER_MONTH.map((n) => z.literal(n))),
  })
  .superRefine((choice, context) => {
    const limits = PLAN_LIMITS[choice.unit];
    if (choice.quantity < limits.min || choice.quantity > limits.max) {
      context.addIssue({
        code: 'custom',
        path: ['quantity'],
        message: `The quantity of ${choice.unit} must be between ${limits.min} and ${limits.max}.`,
      });
    }
  });

const cleaningChoice = z
  .object({
    service: z.literal('cleaning'),
    kind: z.enum(PLAN_KINDS),
    bedrooms: count(PLAN_LIMITS.bedrooms),
    bathrooms: count(PLAN_LIMITS.bathrooms),
    frequency: z.enum(CLEANING_FREQUENCIES),
    deep_clean: z.boolean(),
  })
  .superRefine((choice, context) => {
    if (choice.kind === 'plan' && choice.deep_clean) {
      context.addIssue({
        code: 'custom',
        path: ['deep_clean'],
        message: 'A deep clean is booked as a one-off.',
      });
    }
  });

const discountCode = z.string().trim().max(40).optional();

/** `PlanOrderBody`: a choice, and a discount code when the customer has one. */
export const planOrderBody = z.discriminatedUnion('service', [
  laundryChoice.safeExtend({ discount_code: discountCode }),
  cleaningChoice.safeExtend({ discount_code: discountCode }),
]);

export const discountCheckBody = z.object({ service: planService, discount_code: discountCode });
