/** The `listen` lines of a server, plain or over TLS, in the HTTP/2 syntax of the nginx at hand. */
import { indent } from './nginx-syntax';

/** Serving over TLS: the certificate and key files, and how this nginx spells HTTP/2. */
export interface NginxTls {
  certificate: string;
  key: string;
  /**
   * `listen ... ssl http2` up to nginx 1.25.0 (Debian 12 ships 1.22); `http2 on;` from 1.25.1,
   * which deprecates the listen parameter.
   */
  http2: 'listen-parameter' | 'directive';
}

/** How a listen line turns HTTP/2 on; `none` for a server that must stay on HTTP/1.1. */
export type Http2Syntax = NginxTls['http2'] | 'none';

export function renderListen(
  port: number,
  addresses: string[],
  tls: { http2: Http2Syntax } | undefined,
): string {
  if (addresses.length === 0) throw new Error('nginx needs at least one address to listen on');
  const parameters = !tls ? '' : tls.http2 === 'listen-parameter' ? ' ssl http2' : ' ssl';
  const lines = addresses.map(
    (address) => `listen ${address.includes(':') ? `[${address}]` : address}:${port}${parameters};`,
  );
  if (tls?.http2 === 'directive') lines.push('http2 on;');
  return indent(lines, 2);
}
