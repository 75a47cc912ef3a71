import { isFirstVisit } from './is-first-visit';

describe('isFirstVisit', () => {
  it.each(['/stores', '/jara-for-web'])(
    'is a first visit to %s on a device that never saw the tour',
    (path) => {
      expect(isFirstVisit(path, false)).toBe(true);
    },
  );

  it('is not, once the device has seen the tour', () => {
    expect(isFirstVisit('/stores', true)).toBe(false);
  });

  it.each(['/', '/wallet', '/stores/mama-put-kitchen', '/jara-for-web/components'])(
    'does not start the tour by itself on %s',
    (path) => {
      expect(isFirstVisit(path, false)).toBe(false);
    },
  );
});
