import { registrySchema } from './registry-schema';

const stable = { entry: 'http://localhost:8081/mf-manifest.json', version: '1.0.0' };
const canary = {
  entry: 'http://localhost:8081/v/1.1.0-abc/mf-manifest.json',
  version: '1.1.0-abc',
  percent: 10,
};

const problems = (registry: unknown) => {
  const result = registrySchema.safeParse(registry);
  return result.success
    ? []
    : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
};

describe('registry schema: revision, canary and history', () => {
  it('accepts a registry with a revision, a canary and a history', () => {
    const registry = {
      revision: 7,
      remotes: {
        storefront: { ...stable, canary, history: ['0.9.0', '0.9.1'] },
        checkout: stable,
      },
    };
    expect(registrySchema.parse(registry)).toEqual(registry);
  });

  it.each([
    [{ ...canary, percent: 0 }, 'remotes.storefront.canary.percent: must be at least 1'],
    [{ ...canary, percent: 100 }, 'remotes.storefront.canary.percent: must be at most 99'],
    [{ ...canary, percent: 150 }, 'remotes.storefront.canary.percent: must be at most 99'],
    [{ ...canary, percent: 10.5 }, 'remotes.storefront.canary.percent: must be a whole number'],
    [{ ...canary, percent: '10' }, 'remotes.storefront.canary.percent: must be a whole number'],
    [
      { ...canary, entry: 'http://localhost:8081/v/1.1.0/remoteEntry.js' },
      'remotes.storefront.canary.entry: must point at an mf-manifest.json',
    ],
    [
      { ...canary, entry: 'javascript:alert(1)' },
      'remotes.storefront.canary.entry: must be an http(s) URL',
    ],
    [{ ...canary, version: '' }, 'remotes.storefront.canary.version: must not be empty'],
    [{ entry: canary.entry, version: canary.version }, 'remotes.storefront.canary.percent'],
  ])('refuses the canary %j, naming the field', (bad, expected) => {
    const found = problems({ remotes: { storefront: { ...stable, canary: bad } } });
    expect(found).toContainEqual(expect.stringContaining(expected));
    for (const problem of found) expect(problem).toMatch(/^remotes\.storefront\.canary\./);
  });

  it.each([
    [{ revision: -1 }, 'revision'],
    [{ revision: 1.5 }, 'revision'],
    [{ revision: '3' }, 'revision'],
  ])('refuses %j, naming the field', (extra, field) => {
    expect(problems({ ...extra, remotes: { storefront: stable } })[0]).toMatch(
      new RegExp(`^${field}: `),
    );
  });

  it('refuses a history that is not a list of versions', () => {
    expect(problems({ remotes: { storefront: { ...stable, history: '1.0.0' } } })[0]).toMatch(
      /^remotes\.storefront\.history: /,
    );
    expect(problems({ remotes: { storefront: { ...stable, history: [1] } } })[0]).toMatch(
      /^remotes\.storefront\.history\.0: /,
    );
  });
});
