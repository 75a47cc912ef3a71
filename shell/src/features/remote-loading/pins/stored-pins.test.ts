import { mayBePinned, pinsInPlay, storedPins, storePins, VERSION_PINS_KEY } from './stored-pins';

beforeEach(() => localStorage.clear());
afterEach(() => jest.restoreAllMocks());

describe('stored pins', () => {
  it('keeps pins across pages, and forgets the key when none is left', () => {
    storePins({ storefront: '1.4.0-abc' });
    expect(storedPins()).toEqual({ storefront: '1.4.0-abc' });
    storePins({});
    expect(localStorage.getItem(VERSION_PINS_KEY)).toBeNull();
  });

  it.each(['not json', '[1]', 'null', '"text"'])('reads %j as no pins', (stored) => {
    localStorage.setItem(VERSION_PINS_KEY, stored);
    expect(storedPins()).toEqual({});
  });

  it('reads and writes nothing where storage throws', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    jest.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(storedPins()).toEqual({});
    expect(() => storePins({ storefront: '1.0.0' })).not.toThrow();
  });
});

describe('mayBePinned', () => {
  it('names a remote with a stored pin only', () => {
    storePins({ storefront: '1.4.0' });
    expect(mayBePinned('storefront', '')).toBe(true);
    expect(mayBePinned('checkout', '?q=pin')).toBe(false);
  });

  it.each(['?pin=storefront@1.0.0', '?a=1&pin=checkout@', '?unpin', '?unpin=storefront'])(
    'names every remote while the address carries %s (the boot has not applied it yet)',
    (search) => {
      expect(mayBePinned('content', search)).toBe(true);
    },
  );
});

describe('pinsInPlay', () => {
  it('says whether the page has pins to apply or report', () => {
    expect(pinsInPlay('?q=pin')).toBe(false);
    expect(pinsInPlay('?pin=storefront@1.0.0')).toBe(true);
    expect(pinsInPlay('?unpin')).toBe(true);
    storePins({ storefront: '1.4.0' });
    expect(pinsInPlay('')).toBe(true);
  });

  it('reads the address alone where storage throws', () => {
    jest.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    expect(pinsInPlay('')).toBe(false);
    expect(pinsInPlay('?pin=storefront@1.0.0')).toBe(true);
  });
});
