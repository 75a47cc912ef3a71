import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SITE_ROUTE_PATTERN } from '@jara/contracts/site-route-pattern';
import { quoteRegex } from './nginx-syntax';
import { renderNginxConfig, type NginxRenderOptions } from './render-nginx-config';
import type { TlsProxy } from './render-proxy-servers';
import {
  findNginx,
  nginxBuild,
  parseNginxBuild,
  testNginxConfig,
  writeNginxPrefix,
} from './run-nginx';
import { createLocalCertificate } from '../tls/local-certificate';
import { createServingFixture, type ServingFixture } from '../test-support/serving-fixture';
import { stackSites } from '../serving/stack-sites';
import { E2E_PORTS } from '../port-layout';
import { sandboxProxies } from '../stack/sandbox-proxies';
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

  const render = (
    overrides: Partial<
      Pick<
        NginxRenderOptions,
        'asRoot' | 'listenAddresses' | 'tls' | 'brotliStaticModule' | 'proxies'
      >
    > = {},
  ) =>
    renderNginxConfig({
      prefix: path.join(fixture.dir, 'nginx'),
      sites: fixture.sites({ shell: 18080, remote: 18081 }),
      listenAddresses: overrides.listenAddresses ?? ['127.0.0.1'],
      templatesDir,
      asRoot: overrides.asRoot ?? false,
      ...(overrides.tls && { tls: overrides.tls }),
      ...(overrides.brotliStaticModule && { brotliStaticModule: overrides.brotliStaticModule }),
      ...(overrides.proxies && { proxies: overrides.proxies }),
    });
  const tls = { certificate: '/tls/localhost.crt', key: '/tls/localhost.key' };
  const websocket: TlsProxy = {
    kind: 'websocket',
    name: 'realtime',
    port: 18092,
    upstream: '127.0.0.1:40123',
  };
  const images: TlsProxy = {
    kind: 'http',
    name: 'images',
    port: 18094,
    upstream: '127.0.0.1:40124',
    prefix: '/assets/',
  };

  it('renders one server per site with its port, folder and headers', async () => {
    const config = await render();
    expect(config.match(/^\s*server \{/gm)).toHaveLength(2);
    expect(config).toContain('listen 127.0.0.1:18080;');
    expect(config).toContain('listen 127.0.0.1:18081;');
    expect(config).toContain(`root "${path.join(fixture.dir, 'shell-dist')}";`);
    expect(config).toContain('add_header Access-Control-Allow-Origin "*" always;');
    expect(config).toContain(
      'add_header Content-Security-Policy $jara_shell_document_content_security_policy always;',
    );
    expect(config).toContain('add_header Cache-Control $jara_shell_cache_control;');
    expect(config).not.toMatch(/\{\{\w+\}\}/);
  });

  it('maps each document header to nothing on a served hashed chunk, to its value elsewhere', async () => {
    const config = await render();
    expect(config).toContain('map "$status$uri" $jara_shell_document_x_frame_options {');
    expect(config).toContain(
      '"~^(200|206|304)/.*\\\\.[0-9a-f]{10}\\\\.(js|css)$" "";\n        default "DENY";',
    );
    expect(config).not.toContain('$jara_remote_document_');
  });

  it('gives each shell site its own document headers, and refuses two sites of one name', async () => {
    const [shell, remote] = fixture.sites({ shell: 18080, remote: 18081 });
    const slot = {
      ...shell!,
      name: 'shell-slot-0',
      port: 18082,
      documentHeaders: { 'X-Frame-Options': 'SAMEORIGIN' },
    };
    const options = {
      prefix: path.join(fixture.dir, 'nginx'),
      listenAddresses: ['127.0.0.1'],
      templatesDir,
    };
    const config = await renderNginxConfig({ ...options, sites: [shell!, remote!, slot] });
    expect(config).toContain('map "$status$uri" $jara_shell_slot_0_document_x_frame_options {');
    expect(config).toContain('default "SAMEORIGIN";');
    expect(config).toContain('add_header X-Frame-Options $jara_shell_document_x_frame_options');
    await expect(
      renderNginxConfig({ ...options, sites: [shell!, remote!, { ...slot, name: 'shell' }] }),
    ).rejects.toThrow('Two sites are named shell: each needs its own document headers');
  });

  it('quotes the hashed-asset regex so nginx does not read its braces as a block', async () => {
    expect(await render()).toContain(
      '"~\\\\.[0-9a-f]{10}\\\\.(js|css)$" "public, max-age=31536000, immutable";',
    );
  });

  it('sends only the site map’s pages to the SPA with a 200, every other route its 404', async () => {
    const config = await render();
    const pages = `location ~* ${quoteRegex(SITE_ROUTE_PATTERN)} {`;
    // After the asset location (regex locations are tried in order), before `location /`.
    expect(config.indexOf(pages)).toBeGreaterThan(config.indexOf('location ~ "\\\\.(js|'));
    expect(config).toMatch(
      /location \/ \{\s+error_page 404 \/index\.html;\s+try_files \$uri =404;\s+\}/,
    );
    expect(config.indexOf('location / {')).toBeGreaterThan(config.indexOf(pages));
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

  it('serves plain HTTP/1.1 without TLS, as pnpm start does', async () => {
    const config = await render();
    expect(config).not.toMatch(/ssl|http2/);
  });

  it('listens with TLS and HTTP/2 in the syntax of the nginx at hand', async () => {
    const old = await render({ tls: { ...tls, http2: 'listen-parameter' } });
    expect(old).toContain('listen 127.0.0.1:18080 ssl http2;');
    expect(old).not.toContain('http2 on;');
    expect(old).toContain('ssl_certificate "/tls/localhost.crt";');
    expect(old).toContain('ssl_certificate_key "/tls/localhost.key";');
    const current = await render({ tls: { ...tls, http2: 'directive' } });
    expect(current).toContain('listen 127.0.0.1:18081 ssl;');
    expect(current.match(/^\s*http2 on;$/gm)).toHaveLength(2);
  });

  it('serves the precompressed copies, brotli only where its module loads', async () => {
    const module = '/usr/lib/nginx/modules/ngx_http_brotli_static_module.so';
    const withBrotli = await render({ brotliStaticModule: module });
    expect(withBrotli).toMatch(new RegExp(`^load_module "${module}";$`, 'm'));
    expect(withBrotli).toContain('brotli_static on;');
    expect(withBrotli).toContain('gzip_static on;');
    const without = await render();
    expect(without).not.toMatch(/^\s*(load_module|brotli_static)/m);
    expect(without).toContain('gzip_static on;');
  });

  it('puts TLS in front of a plain-ws upstream, on HTTP/1.1 as WebSockets need', async () => {
    const config = await render({
      tls: { ...tls, http2: 'listen-parameter' },
      proxies: [websocket],
    });
    expect(config).toContain('listen 127.0.0.1:18092 ssl;');
    expect(config).toContain('proxy_pass http://127.0.0.1:40123;');
    expect(config).toContain('proxy_set_header Upgrade $http_upgrade;');
    expect(config).toContain('proxy_set_header Connection "upgrade";');
  });

  it('puts TLS and HTTP/2 in front of one path of a plain-HTTP upstream, 404 elsewhere', async () => {
    const old = await render({ tls: { ...tls, http2: 'listen-parameter' }, proxies: [images] });
    expect(old).toContain('listen 127.0.0.1:18094 ssl http2;');
    const current = await render({ tls: { ...tls, http2: 'directive' }, proxies: [images] });
    const server = current.slice(current.indexOf('# images:'));
    expect(server).toMatch(/listen 127\.0\.0\.1:18094 ssl;\s+http2 on;/);
    expect(server).toMatch(
      /location \^~ \/assets\/ \{\s+proxy_pass http:\/\/127\.0\.0\.1:40124;\s+\}/,
    );
    expect(server).toMatch(/location \/ \{\s+return 404;\s+\}/);
  });

  it('refuses a proxy without TLS, an upstream that is not host:port, a prefix not a path', async () => {
    await expect(render({ proxies: [websocket] })).rejects.toThrow(
      'The realtime proxy exists to add TLS',
    );
    const withTls = { ...tls, http2: 'directive' as const };
    for (const upstream of ['http://x; evil', '127.0.0.1:1;}', '"><img onerror>']) {
      await expect(render({ tls: withTls, proxies: [{ ...websocket, upstream }] })).rejects.toThrow(
        `A proxy upstream is host:port, got "${upstream}"`,
      );
    }
    for (const prefix of ['/assets', 'assets/', '/../../x/', '/a; return 200 x;/', '/$host/']) {
      await expect(render({ tls: withTls, proxies: [{ ...images, prefix }] })).rejects.toThrow(
        `A proxy prefix is a path like /assets/, got "${prefix}"`,
      );
    }
  });

  it('reads the HTTP/2 syntax and the modules folder from nginx -V', () => {
    const debian =
      'nginx version: nginx/1.22.1\nconfigure arguments: --prefix=/usr/share/nginx --modules-path=/usr/lib/nginx/modules --with-http_v2_module';
    expect(parseNginxBuild(debian)).toEqual({
      http2: 'listen-parameter',
      modulesPath: '/usr/lib/nginx/modules',
    });
    expect(parseNginxBuild('nginx version: nginx/1.25.1\n').http2).toBe('directive');
    expect(parseNginxBuild('nginx version: nginx/1.24.0\n').http2).toBe('listen-parameter');
    expect(parseNginxBuild('nginx version: nginx/1.27.3\n').http2).toBe('directive');
    expect(() => parseNginxBuild('command not found')).toThrow('nginx -V printed no version');
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
      const build = await nginxBuild(binary);
      const certificate = await createLocalCertificate(paths.tlsDir);
      const config = await renderNginxConfig({
        prefix: paths.nginxDir,
        sites: stackSites(workspace, E2E_PORTS, paths),
        listenAddresses: ['127.0.0.1'],
        templatesDir,
        tls: { ...certificate, http2: build.http2 },
        ...(build.brotliStaticModule && { brotliStaticModule: build.brotliStaticModule }),
        proxies: sandboxProxies(E2E_PORTS, 40123),
      });
      // Six sites, the fixture, four slot sites, wss realtime and https images (no one-bundle
      // build here).
      expect(config.match(/^\s*server \{/gm)).toHaveLength(13);
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
