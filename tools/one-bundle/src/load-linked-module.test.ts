import { loadRemoteModule } from './load-linked-module';

const storefront = { bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() };

jest.mock(
  '@jara/one-bundle/linked-remote-modules',
  () => ({ __esModule: true, default: { 'storefront/app': () => Promise.resolve(storefront) } }),
  { virtual: true },
);

describe('loadRemoteModule (one bundle)', () => {
  it('loads the linked module for the id', async () => {
    await expect(loadRemoteModule('storefront/app')).resolves.toBe(storefront);
  });

  it('rejects, naming it, an id this build did not link', async () => {
    await expect(loadRemoteModule('plans/app')).rejects.toThrow(
      'plans/app is not linked into the one-bundle build',
    );
  });
});
