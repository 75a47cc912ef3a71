import type { CleaningFrequency, PlanChoice } from '@jara/contracts/plans';

const CLEANING_PLAN_NAMES: Record<CleaningFrequency, string> = {
  weekly: 'Weekly home cleaning plan',
  biweekly: 'Fortnightly home cleaning plan',
  monthly: 'Monthly home cleaning plan',
};

/** What the provider's page says the payment is for. */
export function planPaymentDescription(choice: PlanChoice): string {
  if (choice.service === 'cleaning') {
    if (choice.kind === 'plan') return CLEANING_PLAN_NAMES[choice.frequency];
    return choice.deep_clean ? 'One-off deep clean' : 'One-off home cleaning';
  }
  if (choice.kind === 'one_off') return 'One-off laundry pickup';
  const pickups = choice.pickups_per_month;
  return `Laundry plan, ${pickups} pickup${pickups === 1 ? '' : 's'} a month`;
}
