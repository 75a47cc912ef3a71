/**
 * Turns the stack's sites (serving/stack-sites.ts) into an nginx config from the templates in
 * deploy/nginx/. Cache-Control is a `map` over the served URI (first regex wins, as in
 * cacheControlFor), mounts become exact, `^~` or regex locations, asset paths a regex location of
 * plain files, the site map's pages a regex location trying its prerendered page before the SPA
 * fallback (a named location in the build's own folder), and every other path `location /`, the
 * SPA sent as the not-found page with status 404.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { HIDDEN_PATH_PATTERN } from '../serving/resolve-request';
import type { SiteDefinition } from '../serving/stack-sites';
import {
  HASHED_ASSET_PATTERN,
  PAGE_FILE,
  SERVED_FILE_STATUSES,
  type SiteRules,
} from '../serving/serving-rules';
import { fillTemplate, indent, quote, quoteRegex } from './nginx-syntax';
import { renderListen, type NginxTls } from './render-listen';
import { renderProxyServers, type TlsProxy } from './render-proxy-servers';

export interface NginxRenderOptions {
  /** nginx's prefix folder: config, pid, logs and temp paths. */
  prefix: string;
  sites: SiteDefinition[];
  /** Addresses to listen on, e.g. what `localhost` resolves to. */
  listenAddresses: string[];
  templatesDir: string;
  /** Whether nginx will be started by root (then its workers must stay root too). */
  asRoot?: boolean;
  /** Serve every site over TLS with HTTP/2; plain HTTP/1.1 when not set. */
  tls?: NginxTls;
  /**
   * The brotli_static module's file when this machine has it: then `.br` copies are served to
   * browsers that accept brotli. Without it the same config serves the `.gz` copies.
   */
  brotliStaticModule?: string;
  /** Ports served over TLS in front of a plain sandbox server (needs `tls`). */
  proxies?: TlsProxy[];
}

function cacheMapVariable(site: SiteDefinition): string {
  return `$jara_${site.kind}_cache_control`;
}

function renderCacheMap(variable: string, rules: SiteRules): string {
  const lines = [
    `map $uri ${variable} {`,
    ...rules.cache.rules.map(
      ({ pattern, cacheControl }) => `    ${quoteRegex(`~${pattern}`)} ${quote(cacheControl)};`,
    ),
    `    default ${quote(rules.cache.otherwise)};`,
    '}',
  ];
  return indent(lines, 1);
}

function preflightVariable(header: string): string {
  return `$jara_preflight_${header.toLowerCase().replace(/[^a-z0-9]+/g, '_')}`;
}

const variableName = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '_');

/** Per site: shell sites of one stack differ in their CSP (each names its own backends). */
function documentHeaderVariable(site: SiteDefinition, header: string): string {
  return `$jara_${variableName(site.name)}_document_${variableName(header)}`;
}

/**
 * A document header's value, or nothing on a served hashed chunk (serving-rules.ts
 * `isServedSubresource`): keyed on the status, known when headers are sent, and the served URI.
 */
function renderDocumentHeaderMap(variable: string, value: string): string {
  const statuses = SERVED_FILE_STATUSES.join('|');
  return indent(
    [
      `map "$status$uri" ${variable} {`,
      `    ${quoteRegex(`~^(${statuses})/.*${HASHED_ASSET_PATTERN}`)} "";`,
      `    default ${quote(value)};`,
      '}',
    ],
    1,
  );
}

function renderMaps(sites: SiteDefinition[]): string {
  const cacheMaps = new Map<string, SiteRules>();
  const preflight = new Map<string, string>();
  const documentMaps = new Map<string, string>();
  for (const site of sites) {
    const known = cacheMaps.get(cacheMapVariable(site));
    if (known && known !== site.rules) {
      throw new Error(`Sites of kind ${site.kind} must share one set of serving rules`);
    }
    cacheMaps.set(cacheMapVariable(site), site.rules);
    for (const [name, value] of Object.entries(site.preflightHeaders ?? {})) {
      const seen = preflight.get(name);
      if (seen !== undefined && seen !== value) {
        throw new Error(`Preflight header ${name} differs between sites`);
      }
      preflight.set(name, value);
    }
    for (const [name, value] of Object.entries(site.documentHeaders)) {
      const variable = documentHeaderVariable(site, name);
      if (documentMaps.has(variable)) {
        throw new Error(`Two sites are named ${site.name}: each needs its own document headers`);
      }
      documentMaps.set(variable, value);
    }
  }
  const hidden = indent(
    [
      'map $uri $jara_hidden_path {',
      `    ${quoteRegex(`~${HIDDEN_PATH_PATTERN}`)} 1;`,
      '    default "";',
      '}',
    ],
    1,
  );
  // An empty value makes add_header send nothing: preflight headers appear on OPTIONS only.
  const preflightMaps = [...preflight].map(([name, value]) =>
    indent(
      [
        `map $request_method ${preflightVariable(name)} {`,
        `    OPTIONS ${quote(value)};`,
        '    default "";',
        '}',
      ],
      1,
    ),
  );
  const caches = [...cacheMaps].map(([variable, rules]) => renderCacheMap(variable, rules));
  const documents = [...documentMaps].map(([variable, value]) =>
    renderDocumentHeaderMap(variable, value),
  );
  return [hidden, ...caches, ...preflightMaps, ...documents].join('\n\n');
}

function renderHeaders(site: SiteDefinition): string {
  const lines = [
    ...Object.entries(site.headers).map(
      ([name, value]) => `add_header ${name} ${quote(value)} always;`,
    ),
    ...Object.keys(site.documentHeaders).map(
      (name) => `add_header ${name} ${documentHeaderVariable(site, name)} always;`,
    ),
    ...Object.keys(site.preflightHeaders ?? {}).map(
      (name) => `add_header ${name} ${preflightVariable(name)} always;`,
    ),
    `add_header Cache-Control ${cacheMapVariable(site)};`,
  ];
  return indent(lines, 2);
}

function renderLocations(site: SiteDefinition): string {
  const blocks: string[][] = [];
  for (const mount of site.rules.mounts) {
    const folder = site.roots[mount.root];
    // No folder for this mount (the fixture has no releases): the path falls through to a 404.
    if (folder === undefined) continue;
    if ('exact' in mount) {
      blocks.push([`location = ${mount.exact} {`, `    root ${quote(folder)};`, '}']);
    } else if ('prefix' in mount) {
      blocks.push([
        `location ^~ ${mount.prefix} {`,
        `    alias ${quote(`${folder}/`)};`,
        '    try_files $uri =404;',
        '}',
      ]);
    } else {
      blocks.push([
        `location ~ ${quoteRegex(mount.pattern)} {`,
        `    root ${quote(folder)};`,
        '    try_files $uri =404;',
        '}',
      ]);
    }
  }
  const { fallback } = site.rules;
  if (!fallback) {
    blocks.push(['location / {', '    try_files $uri =404;', '}']);
    return renderBlocks(blocks);
  }
  // Regex locations win over `location /`, in order: an asset path never reaches a page, and
  // only the site's pages (`location ~*`, any case, as the router) reach the SPA with a 200.
  blocks.push([`location ~ ${quoteRegex(fallback.assets)} {`, '    try_files $uri =404;', '}']);
  const pages = fallback.prerendered && site.roots[fallback.prerendered];
  const pageLocation = `location ~* ${quoteRegex(fallback.pages)} {`;
  if (pages) {
    // try_files sets $uri to the file it found, so the cache map sees `{path}/index.html`.
    blocks.push(
      [pageLocation, `    root ${quote(pages)};`, `    try_files $uri/${PAGE_FILE} @spa;`, '}'],
      ['location @spa {', `    try_files $uri ${fallback.to} =404;`, '}'],
    );
  } else {
    blocks.push([pageLocation, `    try_files $uri ${fallback.to};`, '}']);
  }
  // Any other path: its own file, else the SPA (which draws its 404 layout) with status 404.
  blocks.push([
    'location / {',
    `    error_page 404 ${fallback.to};`,
    '    try_files $uri =404;',
    '}',
  ]);
  return renderBlocks(blocks);
}

function renderBlocks(blocks: string[][]): string {
  return blocks.map((block) => indent(block, 2)).join('\n\n');
}

/** One certificate for every site (they all are `localhost`), set once for the http block. */
function renderTls(tls: NginxTls | undefined): string {
  if (!tls) return '';
  return indent(
    [
      `ssl_certificate ${quote(tls.certificate)};`,
      `ssl_certificate_key ${quote(tls.key)};`,
      'ssl_protocols TLSv1.2 TLSv1.3;',
      // Resumed sessions skip the full handshake on every new connection of a page load.
      'ssl_session_cache shared:jara_tls:1m;',
      'ssl_session_timeout 1h;',
    ],
    1,
  );
}

/**
 * The precompressed copies beside each hashed asset (build/precompress-assets.ts): `.gz` with
 * nginx's own gzip_static, `.br` where the brotli_static module is there to load.
 */
function renderStaticCompression(brotliModule: string | undefined): string {
  return indent(['gzip_static on;', ...(brotliModule ? ['brotli_static on;'] : [])], 1);
}

export async function renderNginxConfig(options: NginxRenderOptions): Promise<string> {
  const [main, server] = await Promise.all([
    readFile(path.join(options.templatesDir, 'nginx.conf.template'), 'utf8'),
    readFile(path.join(options.templatesDir, 'site-server.conf.template'), 'utf8'),
  ]);
  const servers = options.sites.map((site) =>
    fillTemplate(server, {
      name: site.name,
      kind: site.kind,
      listen: renderListen(site.port, options.listenAddresses, options.tls),
      dist: quote(site.roots.dist).slice(1, -1),
      headers: renderHeaders(site),
      preflight: site.preflightHeaders
        ? `\n${indent(['if ($request_method = OPTIONS) {', '    return 204;', '}'], 2)}\n`
        : '',
      locations: renderLocations(site),
    }),
  );
  const proxies = await renderProxyServers({
    proxies: options.proxies ?? [],
    templatesDir: options.templatesDir,
    listenAddresses: options.listenAddresses,
    tls: options.tls,
  });
  return fillTemplate(main, {
    user: (options.asRoot ?? process.getuid?.() === 0) ? 'user root;' : '',
    modules: options.brotliStaticModule ? `load_module ${quote(options.brotliStaticModule)};` : '',
    prefix: quote(options.prefix).slice(1, -1),
    tls: renderTls(options.tls),
    staticCompression: renderStaticCompression(options.brotliStaticModule),
    maps: renderMaps(options.sites),
    servers: [...servers, ...proxies].join('\n'),
  });
}
