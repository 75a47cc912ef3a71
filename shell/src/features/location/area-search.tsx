/** Search over the country's location areas, narrowed by state. */
import { useState } from 'react';
import type { CountryCode } from '@jara/contracts/constants';
import type { LocationArea } from '@jara/contracts/entities';
import { SelectField, TextField } from '@jara/ui/field';
import { LoadError } from '@jara/ui/load-error';
import { Skeleton, SkeletonGroup } from '@jara/ui/skeleton';
import { filterAreas, useLocationAreas } from './use-location-areas';
import styles from './location-picker.module.css';

interface Props {
  country: CountryCode;
  disabled: boolean;
  onChoose: (area: LocationArea) => void;
}

export function AreaSearch({ country, disabled, onChoose }: Props) {
  const [text, setText] = useState('');
  const [state, setState] = useState('');
  const { areas, states } = useLocationAreas(country);

  if (areas.isPending) {
    return (
      <SkeletonGroup label="Loading areas" className={styles.section}>
        <Skeleton height="2.75rem" shape="block" />
        <Skeleton height="12rem" shape="block" />
      </SkeletonGroup>
    );
  }
  if (areas.isError) {
    return (
      <LoadError
        message="We could not load the areas we deliver to."
        onRetry={() => areas.refetch()}
      />
    );
  }
  const matches = filterAreas(areas.data, text, state);
  return (
    <section className={styles.section} aria-label="Choose your area">
      <div className={styles.filters}>
        <TextField
          label="Search for your area"
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
        {states.length > 0 && (
          <SelectField
            label="State"
            value={state}
            onChange={(event) => setState(event.target.value)}
            placeholder="All states"
            options={states.map((item) => ({ value: item.name, label: item.name }))}
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
