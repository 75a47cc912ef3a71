import path from 'node:path';
import { LOCAL_PORTS } from '../port-layout';
import { stackPaths } from '../workspace';
import { registryFolders } from './registry-folders';

describe('registryFolders', () => {
  const root = '/repo';
  const options = { root, layout: LOCAL_PORTS, paths: stackPaths(root, 'local') };

  it("maps a root build to the remote's dist and a release to its folder", () => {
    const folders = registryFolders(
      {
        remotes: {
          storefront: { entry: 'http://localhost:8081/mf-manifest.json', version: '1.0.0' },
          content: {
            entry: 'http://localhost:8084/v/1.0.0-abc/mf-manifest.json',
            version: '1.0.0-abc',
          },
        },
      },
      options,
    );
    expect(folders).toEqual([
      {
        name: 'storefront',
        folder: path.join(root, 'remotes/storefront/dist'),
        base: 'http://localhost:8081/',
      },
      {
        name: 'content',
        folder: path.join(root, '.stack/releases/content/1.0.0-abc'),
        base: 'http://localhost:8084/v/1.0.0-abc/',
      },
    ]);
  });

  it('refuses an entry that is not one of this stack’s folders', () => {
    for (const entry of [
      'http://localhost:9086/mf-manifest.json',
      'http://localhost:8084/v/../../x/mf-manifest.json',
      'http://localhost:8084/other/mf-manifest.json',
    ]) {
      expect(() =>
        registryFolders({ remotes: { content: { entry, version: 'x' } } }, options),
      ).toThrow("content's registry entry");
    }
  });
});
