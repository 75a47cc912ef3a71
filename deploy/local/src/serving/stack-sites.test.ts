import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { E2E_PORTS, LOCAL_PORTS } from '../port-layout';
import { stackPaths } from '../workspace';
import { stackSites } from './stack-sites';
import { REMOTE_RULES, SHELL_RULES } from './serving-rules';

describe('stackSites', () => {
  const root = '/repo';

  it('serves the shell with the runtime folder and each remote with its releases', () => {
    const sites = stackSites(root, LOCAL_PORTS, stackPaths(root, 'local'));
    expect(sites.map(({ name, port }) => [name, port])).toEqual([
      ['shell', 8080],
      ['storefront', 8081],
      ['checkout', 8082],
      ['orders', 8083],
      ['content', 8084],
      ['plans', 8085],
    ]);
    expect(sites[0]).toMatchObject({
      rules: SHELL_RULES,
      roots: {
        dist: path.join(root, 'shell/dist'),
        runtime: path.join(root, '.stack/runtime'),
        pages: path.join(root, '.stack/pages'),
      },
    });
    expect(sites[3]).toMatchObject({
      rules: REMOTE_RULES,
      roots: {
        dist: path.join(root, 'remotes/orders/dist'),
        releases: path.join(root, '.stack/releases/orders'),
      },
    });
    expect(sites[3]?.headers['Access-Control-Allow-Origin']).toBe('*');
  });

  it('adds the faulty fixture remote to the e2e stack, without releases', () => {
    const sites = stackSites(root, E2E_PORTS, stackPaths(root, 'e2e'));
    const faulty = sites.find((site) => site.name === 'faulty');
    expect(faulty).toMatchObject({
      kind: 'remote',
      port: 9086,
      roots: { dist: path.join(root, 'e2e/fixtures/faulty-remote/dist') },
    });
    expect(faulty?.roots.releases).toBeUndefined();
    expect(sites[0]?.documentHeaders['Content-Security-Policy']).toContain(
      'https://localhost:9086',
    );
  });

  it('gives each sandbox slot a shell site of its own config and CSP, with the stack’s files', () => {
    const paths = stackPaths(root, 'e2e');
    const sites = stackSites(root, E2E_PORTS, paths);
    const shell = sites.find((site) => site.name === 'shell')!;
    const slot = sites.find((site) => site.name === 'shell-slot-2');
    expect(sites.filter((site) => site.name.startsWith('shell-slot-'))).toHaveLength(4);
    expect(slot).toMatchObject({
      kind: 'shell',
      port: 9120,
      roots: { ...shell.roots, config: path.join(root, '.stack/e2e/slots/2') },
    });
    expect(shell.roots.config).toBe(paths.runtimeDir);
    const csp = slot?.documentHeaders['Content-Security-Policy'];
    expect(csp).toContain('http://localhost:9121 http://localhost:9122 wss://localhost:9123');
    expect(csp).not.toContain('http://localhost:9090');
  });

  describe('the one-bundle build', () => {
    let workspace: string;

    beforeEach(async () => {
      workspace = await mkdtemp(path.join(tmpdir(), 'jara-sites-'));
    });

    afterEach(async () => {
      await rm(workspace, { recursive: true, force: true });
    });

    it('is served by the e2e stack once built, as an SPA with the same runtime documents', async () => {
      const dist = path.join(workspace, 'tools/one-bundle/dist');
      await mkdir(dist, { recursive: true });
      await writeFile(path.join(dist, 'index.html'), '<!doctype html>');
      const paths = stackPaths(workspace, 'e2e');
      const oneBundle = stackSites(workspace, E2E_PORTS, paths).find(
        (site) => site.name === 'one-bundle',
      );
      expect(oneBundle).toMatchObject({
        kind: 'shell',
        port: 9087,
        rules: SHELL_RULES,
        roots: { dist, runtime: paths.runtimeDir, config: paths.runtimeDir },
      });
      // Prerendered pages name the federated build's chunks: never served for this build.
      expect(oneBundle?.roots.pages).toBeUndefined();
      expect(stackSites(workspace, LOCAL_PORTS, stackPaths(workspace, 'local'))).toHaveLength(6);
    });

    it('is left out while it has not been built', () => {
      const sites = stackSites(workspace, E2E_PORTS, stackPaths(workspace, 'e2e'));
      expect(sites.map(({ name }) => name)).not.toContain('one-bundle');
    });
  });
});
