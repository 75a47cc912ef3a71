import { anArea } from '@jara/testing/builders/location';
import { filterAreas } from './use-location-areas';

describe('filterAreas', () => {
  const areas = [
    anArea(),
    anArea({ id: 2, name: 'Yaba' }),
    anArea({ id: 3, name: 'Wuse 2', state: 'FCT' }),
  ];

  it('matches the search text in the area or state name, ignoring case', () => {
    expect(filterAreas(areas, 'lek', '').map((a) => a.name)).toEqual(['Lekki Phase 1']);
    expect(filterAreas(areas, 'fct', '').map((a) => a.name)).toEqual(['Wuse 2']);
  });

  it('narrows to one state, and returns everything for an empty search', () => {
    expect(filterAreas(areas, '', 'Lagos')).toHaveLength(2);
    expect(filterAreas(areas, '   ', '')).toHaveLength(3);
  });
});
