/**
 * What each remote exposes and what the shell hands every parcel it mounts. The shell can load
 * only a module named here (`RemoteModule`), and a test compares this list with every remote's
 * rspack `exposes`, both ways.
 */
import type { CountryCode } from './constants';
import type { LoginVariant } from './bus-events';
import type { RuntimeConfig } from './runtime-config';

export const REMOTE_EXPOSES = {
  storefront: ['./app'],
  checkout: ['./app', './cart-button', './cart-drawer'],
  // Orders has no routed pages: it lives in the drawer and the indicator every shop layout holds.
  orders: ['./order-tracking-drawer', './notification-indicator'],
  content: ['./app'],
  plans: ['./app'],
} as const;

export type RemoteName = keyof typeof REMOTE_EXPOSES;
export type RemoteExpose<R extends RemoteName = RemoteName> = (typeof REMOTE_EXPOSES)[R][number];

/** A remote with one of its own exposes: `{ remote: 'orders'; expose: './app' }` does not compile. */
export type RemoteModule = {
  [R in RemoteName]: { remote: R; expose: RemoteExpose<R> };
}[RemoteName];

/** The remotes that own routed pages, i.e. expose `./app` (orders lives in widgets only). */
export type PageRemote = {
  [R in RemoteName]: './app' extends RemoteExpose<R> ? R : never;
}[RemoteName];

export const REMOTE_NAMES = Object.keys(REMOTE_EXPOSES) as RemoteName[];

export interface NavigateOptions {
  replace?: boolean;
  /** Required to leave the site; dangerous protocols are refused even then. */
  external?: boolean;
}

/** Props every parcel receives from the shell (single-spa adds its own lifecycle props). */
export interface ParcelProps {
  navigate: (to: string, options?: NavigateOptions) => void;
  /** Opens the login modal; resolves true once the customer is signed in. */
  requestLogin: (variant?: LoginVariant, reason?: string) => Promise<boolean>;
  country: CountryCode;
  config: RuntimeConfig;
}
