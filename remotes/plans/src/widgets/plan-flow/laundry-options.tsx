/** The laundry options: how the load is counted, how much, its care and the pickups a month. */
import {
  LAUNDRY_CARE,
  LAUNDRY_PICKUPS_PER_MONTH,
  LAUNDRY_UNITS,
  PLAN_LIMITS,
} from '@jara/contracts/plan-schema';
import type { LaundryChoice } from '@jara/contracts/plans';
import { CARE_LABELS, pickupsWords } from '../plan-summary/option-labels';
import { OptionRadios } from './option-radios';
import { Stepper } from './stepper';

const UNIT_LABELS = { bags: 'Bags', items: 'Items' } as const;
// Items are counted in fives: nobody presses a plus twenty times for a hundred shirts.
const UNIT_STEPS = { bags: 1, items: 5 } as const;

export interface LaundryOptionsProps {
  choice: LaundryChoice;
  onChange: (patch: Partial<LaundryChoice>) => void;
}

export function LaundryOptions({ choice, onChange }: LaundryOptionsProps) {
  const limits = PLAN_LIMITS[choice.unit];
  return (
    <>
      <OptionRadios
        legend="Count by"
        options={LAUNDRY_UNITS}
        labelOf={(unit) => UNIT_LABELS[unit]}
        value={choice.unit}
        onChange={(unit) => {
          const { min, max } = PLAN_LIMITS[unit];
          onChange({ unit, quantity: Math.min(max, Math.max(min, choice.quantity)) });
        }}
      />
      <Stepper
        label={`${UNIT_LABELS[choice.unit]} per pickup`}
        value={choice.quantity}
        min={limits.min}
        max={limits.max}
        step={UNIT_STEPS[choice.unit]}
        onChange={(quantity) => onChange({ quantity })}
      />
      <OptionRadios
        legend="Care"
        options={LAUNDRY_CARE}
        labelOf={(care) => CARE_LABELS[care]}
        value={choice.care}
        onChange={(care) => onChange({ care })}
      />
      {choice.kind === 'plan' ? (
        <OptionRadios
          legend="Pickups a month"
          options={LAUNDRY_PICKUPS_PER_MONTH}
          labelOf={(count) => pickupsWords(count).replace(/ a month$/, '')}
          value={choice.pickups_per_month}
          onChange={(pickups_per_month) => onChange({ pickups_per_month })}
        />
      ) : null}
    </>
  );
}
