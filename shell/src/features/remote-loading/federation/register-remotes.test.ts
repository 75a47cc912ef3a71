import { registerPlugins, registerRemotes } from '@module-federation/enhanced/runtime';
import { registerRegistry } from './register-remotes';

jest.mock('@module-federation/enhanced/runtime', () => ({
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

describe('registerRegistry', () => {
  it('registers each remote with the release the boot chose for it', () => {
    registerRegistry({
      storefront: {
        entry: 'https://s.test/v/1.1.0/mf-manifest.json',
        version: '1.1.0',
        channel: 'canary',
      },
      checkout: { entry: 'https://c.test/mf-manifest.json', version: '2.0.0', channel: 'stable' },
    });
    expect(registerPlugins).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'storefront', entry: 'https://s.test/v/1.1.0/mf-manifest.json', version: '1.1.0' },
      { name: 'checkout', entry: 'https://c.test/mf-manifest.json', version: '2.0.0' },
    ]);
  });
});
