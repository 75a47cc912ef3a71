/**
 * The location areas of the current country (the API scopes them by the `location` header) and
 * its states, loaded when the picker opens.
 */
import { useEffect, useState } from 'react';
import { getStates } from '@jara/api/account';
import { getLocationAreas } from '@jara/api/delivery';
import type { CountryCode } from '@jara/contracts/constants';
import type { CountryState, LocationArea } from '@jara/contracts/entities';

export type AreasLoad =
  | { state: 'loading' }
  | { state: 'failed' }
  | { state: 'loaded'; areas: LocationArea[]; states: CountryState[] };

export function useLocationAreas(country: CountryCode, attempt: number): AreasLoad {
  const [load, setLoad] = useState<AreasLoad>({ state: 'loading' });
  useEffect(() => {
    let current = true;
    Promise.all([getLocationAreas(), getStates(country).catch(() => [] as CountryState[])])
      .then(([areas, states]) => current && setLoad({ state: 'loaded', areas, states }))
      .catch(() => current && setLoad({ state: 'failed' }));
    return () => {
      current = false;
    };
  }, [country, attempt]);
  return load;
}

export function filterAreas(areas: LocationArea[], text: string, state: string): LocationArea[] {
  const needle = text.trim().toLowerCase();
  return areas.filter(
    (area) =>
      (state === '' || area.state === state) &&
      (needle === '' ||
        area.name.toLowerCase().includes(needle) ||
        area.state.toLowerCase().includes(needle)),
  );
}
