/**
 * Headers of a site's responses: `siteHeaders` on every one (errors included), `documentHeaders`
 * on every one that may be shown as a document, which is all but a served hashed chunk
 * (serving-rules.ts `isServedSubresource`). The shell's CSP is derived from the port layout: a
 * page may run code only from itself and the remotes' origins, and talk only to the backends its
 * runtime config names.
 */
import { remoteOrigins, stackOrigins, type PortLayout } from '../port-layout';

export type SiteKind = 'shell' | 'remote';

export function contentSecurityPolicy(layout: PortLayout): string {
  const origins = stackOrigins(layout);
  const remotes = remoteOrigins(layout);
  const directives: [string, string[]][] = [
    ['default-src', ["'self'"]],
    // posthog-js loads its remote config script from the analytics host.
    ['script-src', ["'self'", ...remotes, origins.analytics]],
    // react-hot-toast injects style elements; remotes ship their CSS Modules from their origins.
    ['style-src', ["'self'", "'unsafe-inline'", ...remotes]],
    // The blog's covers are files of the content remote's release, served from its origin; the
    // stores' images come from the sandbox's assets origin (its API's own without TLS).
    ['img-src', ["'self'", 'data:', origins.assets, ...remotes]],
    ['font-src', ["'self'", 'data:', ...remotes]],
    [
      'connect-src',
      ["'self'", origins.api, origins.plans, origins.realtime, origins.analytics, ...remotes],
    ],
    ['worker-src', ["'self'", 'blob:']],
    ['object-src', ["'none'"]],
    ['base-uri', ["'self'"]],
    ['form-action', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives.map(([name, sources]) => `${name} ${sources.join(' ')}`).join('; ');
}

export function siteHeaders(kind: SiteKind): Record<string, string> {
  const common = { 'X-Content-Type-Options': 'nosniff' };
  if (kind === 'remote') {
    return {
      ...common,
      'Access-Control-Allow-Origin': '*',
      'Cross-Origin-Resource-Policy': 'cross-origin',
    };
  }
  // A style sheet's own requests (its fonts and images) follow its Referrer-Policy: on every one.
  return { ...common, 'Referrer-Policy': 'strict-origin-when-cross-origin' };
}

/** Policies that apply only to a document: the shell's pages and errors (remotes serve none). */
export function documentHeaders(kind: SiteKind, layout: PortLayout): Record<string, string> {
  if (kind === 'remote') return {};
  return {
    'Content-Security-Policy': contentSecurityPolicy(layout),
    'X-Frame-Options': 'DENY',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(self)',
  };
}

/** What a remote answers to a CORS preflight, on top of its site headers. */
export const PREFLIGHT_HEADERS = {
  'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
  'Access-Control-Allow-Headers': '*',
  'Access-Control-Max-Age': '86400',
} as const;
