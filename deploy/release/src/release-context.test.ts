import { assertVersionName, parseRemoteName } from './release-context';

describe('release inputs', () => {
  it('accepts the five remotes only', () => {
    expect(parseRemoteName('checkout')).toBe('checkout');
    expect(() => parseRemoteName('shell')).toThrow(
      'Unknown remote "shell": one of storefront, checkout, orders, content, plans',
    );
    expect(() => parseRemoteName(undefined)).toThrow('Name a remote: one of');
  });

  it('accepts versions that are safe as folder names and URL segments', () => {
    expect(() => assertVersionName('1.2.0-abc123_rc.1')).not.toThrow();
    for (const bad of ['', '.hidden', '../x', 'a/b', 'a b', 'x'.repeat(65)]) {
      expect(() => assertVersionName(bad)).toThrow('Invalid version');
    }
  });
});
