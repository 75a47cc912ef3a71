import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { renderNginxConfig } from './render-nginx-config';
import { findNginx, testNginxConfig, writeNginxPrefix } from './run-nginx';
import { createServingFixture, type ServingFixture } from '../test-support/serving-fixture';
import { stackSites } from '../serving/stack-sites';
import { E2E_PORTS } from '../port-layout';
import { stackPaths } from '../workspace';

const templatesDir = path.resolve(__dirname, '../../../nginx');

describe('renderNginxConfig', () => {
  let fixture: ServingFixture;

  beforeAll(async () => {
    fixture = await createServingFixture();
  });

  afterAll(async () => {
    await rm(fixture.dir, { recursive: true, force: true });
  });

  const render = (overrides: { asRoot?: boolean; listenAddresses?: string[] } = {}) =>
    renderNginxConfig({
      prefix: path.join(fixture.dir, 'nginx'),
      sites: fixture.sites({ shell: 18080, remote: 18081 }),
      listenAddresses: overrides.listenAddresses ?? ['127.0.0.1'],
      templatesDir,
      asRoot: overrides.asRoot ?? false,
    });

  it('renders one server per site with its port, folder and headers', async () => {
    const config = await render();
    expect(config.match(/^\s*server \{/gm)).toHaveLength(2);
    expect(config).toContain('listen 127.0.0.1:18080;');
    expect(config).toContain('listen 127.0.0.1:18081;');
    expect(config).toContain(`root "${path.join(fixture.dir, 'shell-dist')}";`);
    expect(config).toContain('add_header Access-Control-Allow-Origin "*" always;');
    expect(config).toContain("add_header Content-Security-Policy \"default-src 'self';");
    expect(config).toContain('add_header Cache-Control $jara_shell_cache_control;');
    expect(config).not.toMatch(/\{\{\w+\}\}/);
  });

  it('quotes the hashed-asset regex so nginx does not read its braces as a block', async () => {
    expect(await render()).toContain(
      '"~\\\\.[0-9a-f]{10}\\\\.(js|css)$" "public, max-age=31536000, immutable";',
    );
  });

  it('listens on IPv6 addresses in brackets', async () => {
    expect(await render({ listenAddresses: ['127.0.0.1', '::1'] })).toContain(
      'listen [::1]:18080;',
    );
  });

  it('keeps workers as root only when started as root', async () => {
    expect(await render({ asRoot: true })).toMatch(/^user root;$/m);
    expect(await render({ asRoot: false })).not.toMatch(/^user /m);
  });

  it('refuses a folder nginx would read as a variable', async () => {
    const sites = fixture.sites({ shell: 18080, remote: 18081 });
    sites[0]!.roots.dist = '/srv/$site/dist';
    await expect(
      renderNginxConfig({
        prefix: fixture.dir,
        sites,
        listenAddresses: ['127.0.0.1'],
        templatesDir,
      }),
    ).rejects.toThrow('nginx value must not contain "$": /srv/$site/dist');
  });

  it('refuses to listen nowhere', async () => {
    await expect(render({ listenAddresses: [] })).rejects.toThrow('at least one address');
  });

  it('passes nginx -t, for the fixture and for the real e2e stack layout', async () => {
    const binary = await findNginx();
    const prefix = path.join(fixture.dir, 'nginx');
    await writeNginxPrefix(prefix, await render());
    await testNginxConfig(binary, prefix);

    const workspace = await mkdtemp(path.join(tmpdir(), 'jara-nginx-stack-'));
    try {
      const paths = stackPaths(workspace, 'e2e');
      const config = await renderNginxConfig({
        prefix: paths.nginxDir,
        sites: stackSites(workspace, E2E_PORTS, paths),
        listenAddresses: ['127.0.0.1'],
        templatesDir,
      });
      expect(config.match(/^\s*server \{/gm)).toHaveLength(7);
      await writeNginxPrefix(paths.nginxDir, config);
      await testNginxConfig(binary, paths.nginxDir);
    } finally {
      await rm(workspace, { recursive: true, force: true });
    }
  });

  it('reports what nginx -t found wrong', async () => {
    const binary = await findNginx();
    const prefix = path.join(fixture.dir, 'broken');
    await writeNginxPrefix(
      prefix,
      'events {}\nhttp { server { listen 127.0.0.1:18080; unknown_directive on; } }\n',
    );
    await expect(testNginxConfig(binary, prefix)).rejects.toThrow(
      /unknown directive "unknown_directive"/,
    );
  });
});
