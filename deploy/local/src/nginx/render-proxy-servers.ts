/**
 * Servers that add TLS in front of a plain backend of the sandbox: a page served over https may
 * open only wss sockets, and its images load over https or count as mixed content. Each kind has
 * its template in deploy/nginx/.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fillTemplate } from './nginx-syntax';
import { renderListen, type Http2Syntax, type NginxTls } from './render-listen';

interface ProxyTarget {
  name: string;
  port: number;
  /** `host:port` of the plain server. */
  upstream: string;
}

export type TlsProxy =
  /** Every path, upgraded to a WebSocket. */
  | (ProxyTarget & { kind: 'websocket' })
  /** Plain requests under one path prefix (like `/assets/`); every other path is a 404. */
  | (ProxyTarget & { kind: 'http'; prefix: string });

const TEMPLATES: Record<TlsProxy['kind'], string> = {
  websocket: 'websocket-proxy.conf.template',
  http: 'http-proxy.conf.template',
};

/** No http2 for WebSockets: nginx 1.22 cannot carry one over HTTP/2 (RFC 8441). */
function http2Of(proxy: TlsProxy, tls: NginxTls): Http2Syntax {
  return proxy.kind === 'websocket' ? 'none' : tls.http2;
}

function placeholders(proxy: TlsProxy): Record<string, string> {
  if (proxy.kind === 'websocket') return {};
  if (!/^\/([\w-]+\/)+$/.test(proxy.prefix)) {
    throw new Error(`A proxy prefix is a path like /assets/, got "${proxy.prefix}"`);
  }
  return { prefix: proxy.prefix };
}

export async function renderProxyServers(options: {
  proxies: TlsProxy[];
  templatesDir: string;
  listenAddresses: string[];
  tls: NginxTls | undefined;
}): Promise<string[]> {
  const { tls } = options;
  const templates = new Map<string, string>();
  const rendered: string[] = [];
  for (const proxy of options.proxies) {
    if (!tls) throw new Error(`The ${proxy.name} proxy exists to add TLS: give it tls`);
    if (!/^[\w.-]+:\d+$/.test(proxy.upstream)) {
      throw new Error(`A proxy upstream is host:port, got "${proxy.upstream}"`);
    }
    const file = TEMPLATES[proxy.kind];
    if (!templates.has(file)) {
      templates.set(file, await readFile(path.join(options.templatesDir, file), 'utf8'));
    }
    rendered.push(
      fillTemplate(templates.get(file)!, {
        name: proxy.name,
        listen: renderListen(proxy.port, options.listenAddresses, {
          ...tls,
          http2: http2Of(proxy, tls),
        }),
        upstream: proxy.upstream,
        ...placeholders(proxy),
      }),
    );
  }
  return rendered;
}
