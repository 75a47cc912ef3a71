/**
 * The location areas of the current country (the API scopes them by the `location` header) and
 * its states, loaded when the picker opens. The states only narrow the search: without them the
 * areas still show.
 */
import { useQuery } from '@tanstack/react-query';
import type { CountryCode } from '@jara/contracts/constants';
import type { LocationArea } from '@jara/contracts/entities';
import { locationAreasQuery, statesQuery } from '@jara/query/location-queries';

export function useLocationAreas(country: CountryCode) {
  const areas = useQuery(locationAreasQuery(country));
  const states = useQuery(statesQuery(country));
  return { areas, states: states.data ?? [] };
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
