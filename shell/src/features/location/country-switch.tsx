/**
 * The header's country switch: Nigeria or Kenya. It shows the country of the page (a /ke page is
 * Kenyan whatever the customer chose); choosing is the customer's choice of where to shop,
 * remembered on this device, and on a page that belongs to a country it moves to the same page in
 * the other one (its /ke twin, or back).
 */
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { locationStore } from '@jara/state/location-store';
import { useStore } from '@jara/state/use-store';
import type { CountryCode } from '@jara/contracts/constants';
import { changeCountry } from './change-country';
import { pathInCountry } from './country-twin';
import { useSupportedCountries } from './use-supported-countries';
import styles from './country-switch.module.css';

export function CountrySwitch() {
  const country = useStore(locationStore, (state) => state.country);
  const [wanted, setWanted] = useState(false);
  const countries = useSupportedCountries(wanted);
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const choose = (choice: CountryCode) => {
    changeCountry(choice);
    const twin = pathInCountry(pathname, choice);
    if (twin) void navigate(twin);
  };
  return (
    <label className={styles.switch}>
      <span className={styles.code} aria-hidden="true">
        {country}
      </span>
      <span className={styles.visuallyHidden}>Country</span>
      <select
        value={country}
        onChange={(event) => choose(event.target.value as CountryCode)}
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
