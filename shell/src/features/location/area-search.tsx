/** Search over the country's location areas, narrowed by state. */
import { useState } from 'react';
import type { CountryCode } from '@jara/contracts/constants';
import type { LocationArea } from '@jara/contracts/entities';
import { Button } from '@jara/ui/button';
import { SelectField, TextField } from '@jara/ui/field';
import { Spinner } from '@jara/ui/spinner';
import { filterAreas, useLocationAreas } from './use-location-areas';
import styles from './location-picker.module.css';

interface Props {
  country: CountryCode;
  disabled: boolean;
  onChoose: (area: LocationArea) => void;
}

export function AreaSearch({ country, disabled, onChoose }: Props) {
  const [attempt, setAttempt] = useState(0);
  const [text, setText] = useState('');
  const [state, setState] = useState('');
  const load = useLocationAreas(country, attempt);

  if (load.state === 'loading') return <Spinner label="Loading areas" />;
  if (load.state === 'failed') {
    return (
      <div className={styles.section} role="alert">
        <p>We could not load the areas we deliver to.</p>
        <Button variant="ghost" onClick={() => setAttempt((n) => n + 1)}>
          Try again
        </Button>
      </div>
    );
  }
  const matches = filterAreas(load.areas, text, state);
  return (
    <section className={styles.section} aria-label="Choose your area">
      <div className={styles.filters}>
        <TextField
          label="Search for your area"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        {load.states.length > 0 && (
          <SelectField
            label="State"
            value={state}
            onChange={(event) => setState(event.target.value)}
            placeholder="All states"
            options={load.states.map((item) => ({ value: item.name, label: item.name }))}
          />
        )}
      </div>
      {matches.length === 0 ? (
        <p className={styles.info}>No area matches “{text}”.</p>
      ) : (
        <ul className={styles.list}>
          {matches.slice(0, 30).map((area) => (
            <li key={area.id}>
              <button type="button" disabled={disabled} onClick={() => onChoose(area)}>
                <strong>{area.name}</strong>
                <span>{area.state}</span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
