/**
 * A plan choice in words, for summaries and offers: "Laundry, monthly plan" and "2 bags, wash and
 * iron, 4 pickups a month".
 */
import type { PlanChoice } from '@jara/contracts/plans';
import {
  CARE_LABELS,
  FREQUENCY_LABELS,
  KIND_LABELS,
  SERVICE_LABELS,
  UNIT_WORDS,
  pickupsWords,
  roomWords,
} from './option-labels';

export function choiceTitle(choice: PlanChoice): string {
  return `${SERVICE_LABELS[choice.service]}, ${KIND_LABELS[choice.kind].toLowerCase()}`;
}

export function choiceDetails(choice: PlanChoice): string {
  const plan = choice.kind === 'plan';
  if (choice.service === 'laundry') {
    return [
      UNIT_WORDS[choice.unit](choice.quantity),
      CARE_LABELS[choice.care].toLowerCase(),
      plan ? pickupsWords(choice.pickups_per_month) : 'one pickup',
    ].join(', ');
  }
  return [
    roomWords.bedrooms(choice.bedrooms),
    roomWords.bathrooms(choice.bathrooms),
    plan ? FREQUENCY_LABELS[choice.frequency].toLowerCase() : 'one visit',
    ...(choice.deep_clean && !plan ? ['deep clean'] : []),
  ].join(', ');
}
