import type { LocationArea } from '@jara/contracts/entities';
import { filterAreas } from './use-location-areas';

const area = (name: string, state: string): LocationArea => ({
  id: name.length,
  name,
  state,
  country_code: 'NG',
  latitude: 6.5,
  longitude: 3.4,
});

describe('filterAreas', () => {
  const areas = [area('Lekki Phase 1', 'Lagos'), area('Yaba', 'Lagos'), area('Wuse 2', 'FCT')];

  it('matches the search text in the area or state name, ignoring case', () => {
    expect(filterAreas(areas, 'lek', '').map((a) => a.name)).toEqual(['Lekki Phase 1']);
    expect(filterAreas(areas, 'fct', '').map((a) => a.name)).toEqual(['Wuse 2']);
  });

  it('narrows to one state, and returns everything for an empty search', () => {
    expect(filterAreas(areas, '', 'Lagos')).toHaveLength(2);
    expect(filterAreas(areas, '   ', '')).toHaveLength(3);
  });
});
