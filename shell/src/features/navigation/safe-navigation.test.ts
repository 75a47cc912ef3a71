import { NavigationRefusedError, resolveNavigation } from './safe-navigation';

const origin = 'https://jara.example';

describe('resolveNavigation', () => {
  it('keeps same-origin paths inside the site, with query and hash', () => {
    expect(resolveNavigation('/stores?tag=rice#top', {}, origin)).toEqual({
      kind: 'internal',
      path: '/stores?tag=rice#top',
    });
    expect(resolveNavigation(`${origin}/blog`, {}, origin)).toEqual({
      kind: 'internal',
      path: '/blog',
    });
  });

  it('refuses an external URL without permission', () => {
    expect(() => resolveNavigation('https://evil.example/x', {}, origin)).toThrow(
      NavigationRefusedError,
    );
    expect(() => resolveNavigation('//evil.example', {}, origin)).toThrow(/not allowed/);
  });

  it('follows an external URL with permission', () => {
    expect(resolveNavigation('https://wa.me/234', { external: true }, origin)).toEqual({
      kind: 'external',
      url: 'https://wa.me/234',
    });
    expect(resolveNavigation('mailto:hello@jara.example', { external: true }, origin).kind).toBe(
      'external',
    );
  });

  it.each([
    'javascript:alert(1)',
    ' JavaScript:alert(1)',
    'java\tscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'vbscript:msgbox(1)',
    'blob:https://jara.example/x',
  ])('refuses the dangerous %j even with permission', (to) => {
    expect(() => resolveNavigation(to, { external: true }, origin)).toThrow(/protocol/);
  });

  it('refuses what is not an address at all', () => {
    expect(() => resolveNavigation('http://', {}, origin)).toThrow(/not a valid address/);
  });
});
