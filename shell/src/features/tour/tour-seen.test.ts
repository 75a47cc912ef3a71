import { TOUR } from '@jara/contracts/constants';
import { hasSeenTour, rememberTourSeen } from './tour-seen';

describe('the device remembering the tour', () => {
  beforeEach(() => window.localStorage.clear());
  afterEach(() => jest.restoreAllMocks());

  it('has not seen it until it is remembered, under the key e2e sets', () => {
    expect(hasSeenTour()).toBe(false);
    rememberTourSeen();
    expect(hasSeenTour()).toBe(true);
    expect(window.localStorage.getItem(TOUR.seenStorageKey)).toBe('1');
  });

  it('counts a device whose storage is refused as having seen it, so it is not shown each visit', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new Error('SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('QuotaExceededError');
    });
    expect(() => rememberTourSeen()).not.toThrow();
    expect(hasSeenTour()).toBe(true);
  });
});
