import { applyPinParams, takePinParams, validPins } from './pin-params';

const apply = (search: string, pins = {}) => applyPinParams(pins, new URLSearchParams(search));

describe('applyPinParams', () => {
  it('pins remotes, by repeated parameters or commas', () => {
    expect(apply('?pin=storefront@1.4.0-abc123&pin=checkout@2.0.0,content@3.1.0_rc.1')).toEqual({
      pins: { storefront: '1.4.0-abc123', checkout: '2.0.0', content: '3.1.0_rc.1' },
      refused: [],
    });
  });

  it('drops one pin with remote@ and every pin (or the named ones) with unpin', () => {
    const pins = { storefront: '1.0.0', checkout: '2.0.0', content: '3.0.0' };
    expect(apply('?pin=storefront@', pins).pins).toEqual({ checkout: '2.0.0', content: '3.0.0' });
    expect(apply('?unpin', pins).pins).toEqual({});
    expect(apply('?unpin=checkout,content', pins).pins).toEqual({ storefront: '1.0.0' });
    expect(apply('?unpin=checkout,', pins).pins).toEqual({ storefront: '1.0.0', content: '3.0.0' });
  });

  it('applies unpin before pin, so ?unpin&pin=… starts afresh', () => {
    expect(apply('?pin=plans@1.0.0&unpin', { storefront: '1.0.0' }).pins).toEqual({
      plans: '1.0.0',
    });
  });

  it.each([
    ['?pin=storefront', 'write it as remote@version'],
    ['?pin=', 'write it as remote@version'],
    ['?pin=shop@1.0.0', 'the remotes are storefront, checkout, orders, content, plans'],
    ['?pin=storefront@../../x', 'a version is letters, digits'],
    ['?pin=storefront@-1', 'a version is letters, digits'],
    ['?pin=storefront@1.0@2', 'a version is letters, digits'],
    [`?pin=storefront@${'a'.repeat(65)}`, 'at most 64'],
    ['?unpin=shop', 'the remotes are'],
  ])('refuses %s, saying why, and changes nothing', (search, why) => {
    const pins = { checkout: '2.0.0' };
    const result = apply(search, pins);
    expect(result.pins).toEqual(pins);
    expect(result.refused).toHaveLength(1);
    expect(result.refused[0]).toContain(why);
  });

  it('refuses hostile strings, quoting them shortened as text', () => {
    const hostile = '"><img src=x onerror=alert(document.cookie)>@1.0.0';
    const { pins, refused } = apply(
      `?pin=${encodeURIComponent(hostile)}&pin=storefront@${encodeURIComponent('<script>')}`,
    );
    expect(pins).toEqual({});
    expect(refused).toEqual([
      `QA: pin ${JSON.stringify(hostile.slice(0, 40) + '…')} refused: the remotes are storefront, checkout, orders, content, plans`,
      'QA: pin "storefront@<script>" refused: a version is letters, digits, ".", "_" and "-" (at most 64), starting with a letter or digit',
    ]);
  });
});

describe('validPins', () => {
  it('keeps only well-formed pins from storage (a tester may edit it)', () => {
    expect(
      validPins({
        storefront: '1.4.0',
        checkout: 7,
        shop: '1.0.0',
        content: '<img onerror>',
        __proto__: '1.0.0',
      }),
    ).toEqual({ storefront: '1.4.0' });
  });
});

describe('takePinParams', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('reads the pin parameters and removes them from the address, keeping the rest', () => {
    window.history.replaceState({ key: 'k' }, '', '/stores/x?q=1&pin=storefront@1.0.0&unpin#menu');
    const params = takePinParams();
    expect(params?.getAll('pin')).toEqual(['storefront@1.0.0']);
    expect(params?.has('unpin')).toBe(true);
    expect(`${location.pathname}${location.search}${location.hash}`).toBe('/stores/x?q=1#menu');
    expect(window.history.state).toEqual({ key: 'k' });
  });

  it('leaves an address without pin parameters alone', () => {
    window.history.replaceState(null, '', '/stores?q=pinned');
    const replaceState = jest.spyOn(window.history, 'replaceState');
    expect(takePinParams()).toBeUndefined();
    expect(replaceState).not.toHaveBeenCalled();
  });
});
