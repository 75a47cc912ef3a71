/** The header's country switch: Nigeria or Kenya, remembered on this device. */
import { useState } from 'react';
import { locationStore } from '@jara/state/location-store';
import { useStore } from '@jara/state/use-store';
import type { CountryCode } from '@jara/contracts/constants';
import { changeCountry } from './change-country';
import { useSupportedCountries } from './use-supported-countries';
import styles from './country-switch.module.css';

export function CountrySwitch() {
  const country = useStore(locationStore, (state) => state.country);
  const [wanted, setWanted] = useState(false);
  const countries = useSupportedCountries(wanted);
  return (
    <label className={styles.switch}>
      <span className={styles.code} aria-hidden="true">
        {country}
      </span>
      <span className={styles.visuallyHidden}>Country</span>
      <select
        value={country}
        onChange={(event) => changeCountry(event.target.value as CountryCode)}
        onFocus={() => setWanted(true)}
        onPointerEnter={() => setWanted(true)}
        data-testid="country-switch"
      >
        {countries.map((choice) => (
          <option key={choice.code} value={choice.code}>
            {choice.name}
          </option>
        ))}
      </select>
    </label>
  );
}
