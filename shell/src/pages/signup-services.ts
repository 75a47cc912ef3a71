/**
 * The services a customer can ask to hear about on the general signup form. Other pages link
 * to the form with one of these values in `?service=` to preselect it.
 */
import { BRAND } from '@jara/contracts/brand';
import type { SelectOption } from '@jara/ui/field';

export const SIGNUP_SERVICES: SelectOption[] = [
  { value: 'food', label: 'Food delivery' },
  { value: 'chow', label: 'Chow weekly meal plans' },
  { value: 'homemade', label: 'Homemade meals' },
  { value: 'laundry', label: 'Laundry' },
  { value: 'cleaning', label: 'Cleaning' },
  { value: 'beauty', label: 'Beauty at home (Nairobi)' },
  { value: 'gifting', label: 'Gifting' },
  { value: 'events', label: 'Events catering' },
  { value: 'health-diet', label: 'Health and diet plans' },
  { value: 'business', label: `${BRAND.name} for Business` },
  { value: 'affiliate', label: 'Affiliate program' },
  { value: 'vendor', label: 'Selling on the marketplace' },
];

export function knownSignupService(value: string | null): string {
  return SIGNUP_SERVICES.some((option) => option.value === value) ? (value as string) : '';
}
