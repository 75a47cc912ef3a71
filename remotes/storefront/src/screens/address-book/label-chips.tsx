/**
 * The address's label: a free text field, and chips under it for the usual names. "Home" and "Office"
 * fill the field; "Other" empties it for the customer's own name.
 */
import { TextField, type TextFieldProps } from '@jara/ui/field';
import { LABEL_CHIPS } from './address-form-schema';
import styles from './address-book.module.css';

export type LabelChip = (typeof LABEL_CHIPS)[number];

interface Props {
  field: Omit<TextFieldProps, 'label'>;
  value: string;
  onChoose: (chip: LabelChip) => void;
}

const isUsualName = (value: string) =>
  LABEL_CHIPS.some((chip) => chip !== 'Other' && chip === value);

export function LabelChips({ field, value, onChoose }: Props) {
  return (
    <>
      <TextField label="Name this address" required {...field} />
      <div role="group" aria-label="Usual names" className={styles.chips}>
        {LABEL_CHIPS.map((chip) => (
          <button
            key={chip}
            type="button"
            className={styles.chip}
            aria-pressed={chip === 'Other' ? value !== '' && !isUsualName(value) : value === chip}
            onClick={() => onChoose(chip)}
          >
            {chip}
          </button>
        ))}
      </div>
    </>
  );
}
