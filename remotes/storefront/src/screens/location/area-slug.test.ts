import type { LocationArea } from '@jara/contracts/entities';
import { anArea } from '@jara/testing/builders/location';
import { areaSlug, findArea, humaniseSlug } from './area-slug';

const area = (id: number, name: string): LocationArea => anArea({ id, name });
const areas = [area(1, 'Lekki Phase 1'), area(2, 'Wuse II'), area(3, 'Trans-Amadi')];

describe('area slugs', () => {
  it('slugs a name the way links spell it', () => {
    expect(areaSlug('Lekki Phase 1')).toBe('lekki-phase-1');
    expect(areaSlug('  Trans-Amadi ')).toBe('trans-amadi');
  });

  it('finds an area by any spelling of its name, and nothing for an unknown one', () => {
    expect(findArea(areas, 'lekki-phase-1')?.id).toBe(1);
    expect(findArea(areas, 'WUSE_II')?.id).toBe(2);
    expect(findArea(areas, 'Trans Amadi')?.id).toBe(3);
    expect(findArea(areas, 'atlantis')).toBeNull();
    expect(findArea(areas, '<>')).toBeNull();
  });

  it('finds an area by the short name people use for it, when only one area goes by it', () => {
    expect(findArea(areas, 'lekki')?.id).toBe(1);
    expect(findArea(areas, 'Wuse')?.id).toBe(2);
    const twoGras = [...areas, area(4, 'GRA Phase 1'), area(5, 'GRA Phase 2')];
    expect(findArea(twoGras, 'gra')).toBeNull();
    expect(findArea(areas, 'lek')).toBeNull();
  });

  it('makes a readable, bounded label of an unknown name', () => {
    expect(humaniseSlug('old-town_east')).toBe('old town east');
    expect(humaniseSlug('a'.repeat(80))).toHaveLength(61);
  });
});
