/** The words the site uses for each plan option, in forms and summaries alike. */
import type {
  CleaningFrequency,
  LaundryCare,
  LaundryUnit,
  PlanKind,
  PlanService,
} from '@jara/contracts/plans';

export const SERVICE_LABELS: Record<PlanService, string> = {
  laundry: 'Laundry',
  cleaning: 'Home cleaning',
};

export const KIND_LABELS: Record<PlanKind, string> = {
  plan: 'Monthly plan',
  one_off: 'One-off',
};

export const CARE_LABELS: Record<LaundryCare, string> = {
  wash_fold: 'Wash and fold',
  wash_iron: 'Wash and iron',
  dry_clean: 'Dry-clean',
};

export const FREQUENCY_LABELS: Record<CleaningFrequency, string> = {
  weekly: 'Every week',
  biweekly: 'Every two weeks',
  monthly: 'Once a month',
};

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

export const UNIT_WORDS: Record<LaundryUnit, (count: number) => string> = {
  bags: (count) => plural(count, 'bag', 'bags'),
  items: (count) => plural(count, 'item', 'items'),
};

export const pickupsWords = (count: number) => plural(count, 'pickup a month', 'pickups a month');
export const roomWords = {
  bedrooms: (count: number) => plural(count, 'bedroom', 'bedrooms'),
  bathrooms: (count: number) => plural(count, 'bathroom', 'bathrooms'),
};
