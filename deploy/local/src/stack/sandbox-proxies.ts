/**
 * What nginx puts in front of the sandbox when the stack is served over TLS: a page served over
 * https opens wss sockets only, and loads https images only (an http one is mixed content).
 */
import type { TlsProxy } from '../nginx/render-proxy-servers';
import type { PortLayout } from '../port-layout';

/** Over TLS: wss in front of the sandbox's ws server, https in front of its API's images. */
export function sandboxProxies(layout: PortLayout, realtimeUpstream?: number): TlsProxy[] {
  if (!layout.tls) return [];
  if (realtimeUpstream === undefined) {
    throw new Error('A stack served over TLS needs the realtime server behind its wss port');
  }
  const proxies: TlsProxy[] = [
    {
      kind: 'websocket',
      name: 'realtime',
      port: layout.sandbox.realtime,
      upstream: `127.0.0.1:${realtimeUpstream}`,
    },
  ];
  if (layout.assets !== undefined) {
    proxies.push({
      kind: 'http',
      name: 'images',
      port: layout.assets,
      upstream: `127.0.0.1:${layout.sandbox.api}`,
      // Every image URL the sandbox builds (deploy/sandbox/src/views/view-context.ts).
      prefix: '/assets/',
    });
  }
  return proxies;
}
