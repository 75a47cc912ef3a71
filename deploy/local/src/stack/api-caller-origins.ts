/**
 * The origins whose pages call the sandbox's ports, given to it as its only CORS origins. Every
 * page is the shell's (prerendered pages included), or the one-bundle build's where the stack
 * serves it: the remotes' origins serve code and assets that run inside those pages, so their
 * calls carry the page's origin. The hosted payment page lives on the API's own origin and posts
 * plain forms there, which CORS does not govern.
 */
import { stackOrigins, type PortLayout } from '../port-layout';

export function apiCallerOrigins(layout: PortLayout): string[] {
  const origins = stackOrigins(layout);
  return [origins.shell, ...(origins.oneBundle ? [origins.oneBundle] : [])];
}
