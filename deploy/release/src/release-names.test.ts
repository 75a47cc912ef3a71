import {
  assertCanaryPercent,
  assertVersionName,
  parseCanaryPercent,
  parseRemoteName,
} from './release-names';

describe('release inputs', () => {
  it('accepts the five remotes only', () => {
    expect(parseRemoteName('checkout')).toBe('checkout');
    expect(() => parseRemoteName('shell')).toThrow(
      'Unknown remote "shell": one of storefront, checkout, orders, content, plans',
    );
    expect(() => parseRemoteName('"><img onerror=alert(1)>')).toThrow(
      'Unknown remote "\\"><img onerror=alert(1)>"',
    );
    expect(() => parseRemoteName(undefined)).toThrow('Name a remote: one of');
  });

  it('accepts versions that are safe as folder names, object keys and URL segments', () => {
    expect(() => assertVersionName('1.2.0-abc123_rc.1')).not.toThrow();
    for (const bad of [
      '',
      '.hidden',
      '../x',
      '../../x',
      'a/b',
      'a b',
      '"><img onerror>',
      'x'.repeat(65),
    ]) {
      expect(() => assertVersionName(bad)).toThrow('Invalid version');
    }
  });

  it('accepts a canary share from 1 to 99 percent, whole', () => {
    expect(() => assertCanaryPercent(1)).not.toThrow();
    expect(() => assertCanaryPercent(99)).not.toThrow();
    for (const bad of [0, 100, 10.5, -5, Number.NaN]) {
      expect(() => assertCanaryPercent(bad)).toThrow('a whole number from 1 to 99');
    }
  });

  it('reads a canary share from the command line as digits only', () => {
    expect(parseCanaryPercent('10')).toBe(10);
    expect(parseCanaryPercent('05')).toBe(5);
    for (const bad of ['0', '100', '10%', '1e1', '0x0a', ' 10', '', 'abc', '"><b>']) {
      expect(() => parseCanaryPercent(bad)).toThrow(
        `Invalid canary percent ${JSON.stringify(bad)}: a whole number from 1 to 99`,
      );
    }
  });
});
