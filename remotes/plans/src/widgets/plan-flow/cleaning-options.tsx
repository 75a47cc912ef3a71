/** The cleaning options: the rooms, how often a plan comes, and a one-off's deep clean. */
import { CLEANING_FREQUENCIES, PLAN_LIMITS } from '@jara/contracts/plan-schema';
import type { CleaningChoice } from '@jara/contracts/plans';
import { FREQUENCY_LABELS } from '../plan-summary/option-labels';
import styles from './plan-flow.module.css';
import { OptionRadios } from './option-radios';
import { Stepper } from './stepper';

export interface CleaningOptionsProps {
  choice: CleaningChoice;
  onChange: (patch: Partial<CleaningChoice>) => void;
}

export function CleaningOptions({ choice, onChange }: CleaningOptionsProps) {
  return (
    <>
      <Stepper
        label="Bedrooms"
        value={choice.bedrooms}
        {...PLAN_LIMITS.bedrooms}
        onChange={(bedrooms) => onChange({ bedrooms })}
      />
      <Stepper
        label="Bathrooms"
        value={choice.bathrooms}
        {...PLAN_LIMITS.bathrooms}
        onChange={(bathrooms) => onChange({ bathrooms })}
      />
      {choice.kind === 'plan' ? (
        <OptionRadios
          legend="How often"
          options={CLEANING_FREQUENCIES}
          labelOf={(frequency) => FREQUENCY_LABELS[frequency]}
          value={choice.frequency}
          onChange={(frequency) => onChange({ frequency })}
        />
      ) : (
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={choice.deep_clean}
            onChange={(event) => onChange({ deep_clean: event.target.checked })}
          />
          <span>Deep clean (inside cupboards, appliances and walls)</span>
        </label>
      )}
    </>
  );
}
