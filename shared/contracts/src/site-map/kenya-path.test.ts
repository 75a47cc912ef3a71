import { countryOfPath, isKenyaPath } from './kenya-path';

describe('kenya path', () => {
  it('is /ke and everything under it, not paths that merely start with the letters', () => {
    expect(isKenyaPath('/ke')).toBe(true);
    expect(isKenyaPath('/ke/food')).toBe(true);
    expect(isKenyaPath('/kenya')).toBe(false);
    expect(isKenyaPath('/food')).toBe(false);
  });

  it.each([
    ['/ke', 'KE'],
    ['/ke/', 'KE'],
    ['/ke/gifting/gift', 'KE'],
    ['/', 'NG'],
    ['/gifting', 'NG'],
    ['/kenya-trip', 'NG'],
    ['/keep', 'NG'],
  ])('makes %s a %s page', (path, country) => {
    expect(countryOfPath(path)).toBe(country);
  });
});
