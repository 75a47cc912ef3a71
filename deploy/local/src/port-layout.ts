/**
 * The one place that decides which port serves what, and over which scheme. The local stack
 * starts at 8080 and the e2e stack at 9080 with the same layout, so a running `pnpm start` and
 * the e2e suite never collide; every URL, CSP source and runtime document is derived from a
 * layout, never typed twice. The e2e stack also has sandbox slots: each Playwright worker runs
 * its own sandbox and reaches it through a shell site of its own (slotLayout).
 */
import { REMOTE_NAMES, type RemoteName } from '@jara/contracts/remote-contract';

export const STACK_HOST = 'localhost';

export interface SandboxPorts {
  api: number;
  plans: number;
  realtime: number;
  analytics: number;
}

export type Scheme = 'http' | 'https' | 'ws' | 'wss';

export interface PortLayout {
  shell: number;
  remotes: Record<RemoteName, number>;
  sandbox: SandboxPorts;
  /** The fault-injection fixture remote, served only by the e2e stack. */
  faultyRemote?: number;
  /** The one-bundle build of the same source (the federation-tax baseline): e2e stack only. */
  oneBundle?: number;
  /**
   * Over TLS only: nginx serves the sandbox's images here over https (as production's CDN does),
   * so an https page loads no mixed content. Without TLS the images come from the API's origin.
   */
  assets?: number;
  /**
   * Whether nginx serves the static sites (shell, remotes, fixture, one-bundle) over TLS with
   * HTTP/2, as production does. Realtime follows (wss through an nginx TLS proxy): pusher-js
   * always uses TLS on an https page. The sandbox's HTTP ports stay plain HTTP: Chromium treats
   * `localhost` as potentially trustworthy, so an https page may call `http://localhost`
   * (checked in Chromium 156), and they stand in for a backend whose TLS is not the site's.
   * Images are the exception: an https page's `http:` image is mixed content (Lighthouse's
   * best practices), so they come from the assets port.
   */
  tls: boolean;
  /**
   * How many sandbox slots the stack serves (e2e only): slot k has its own shell site, whose
   * runtime config names a sandbox on the slot's own ports, started by whoever uses the slot.
   */
  slots?: number;
}

export function createPortLayout(
  base: number,
  options: { faultyRemote?: boolean; oneBundle?: boolean; tls?: boolean; slots?: number } = {},
) {
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name, index) => [name, base + 1 + index]),
  ) as Record<RemoteName, number>;
  const layout: PortLayout = {
    shell: base,
    remotes,
    sandbox: { api: base + 10, plans: base + 11, realtime: base + 12, analytics: base + 13 },
    tls: options.tls ?? false,
  };
  if (options.faultyRemote) layout.faultyRemote = base + 1 + REMOTE_NAMES.length;
  if (options.oneBundle) layout.oneBundle = base + 2 + REMOTE_NAMES.length;
  if (layout.tls) layout.assets = layout.sandbox.analytics + 1;
  if (options.slots) layout.slots = options.slots;
  return layout;
}

/** Slots start this far above the stack's base, each this many ports wide. */
const SLOTS_OFFSET = 20;
const SLOT_WIDTH = 10;

/**
 * Slot `slot` of a stack as a layout of its own: its shell site and sandbox on the slot's ports,
 * the stack's remotes, fixture and images. Every origin, CSP and runtime config of the slot is
 * derived from it exactly as for a stack.
 */
export function slotLayout(layout: PortLayout, slot: number): PortLayout {
  if (!Number.isInteger(slot) || slot < 0 || slot >= (layout.slots ?? 0)) {
    throw new Error(`The layout has ${layout.slots ?? 0} sandbox slots: there is no slot ${slot}`);
  }
  const base = layout.shell + SLOTS_OFFSET + slot * SLOT_WIDTH;
  const { oneBundle: _oneBundle, slots: _slots, ...shared } = layout;
  return {
    ...shared,
    shell: base,
    sandbox: { api: base + 1, plans: base + 2, realtime: base + 3, analytics: base + 4 },
  };
}

/** Every slot of a layout, as layouts (none for a layout without slots). */
export function slotLayouts(layout: PortLayout): PortLayout[] {
  return Array.from({ length: layout.slots ?? 0 }, (_, slot) => slotLayout(layout, slot));
}

/** `pnpm start`: plain HTTP/1.1, nothing to accept in a browser. */
export const LOCAL_PORTS = createPortLayout(8080);
export const E2E_PORTS = createPortLayout(9080, {
  faultyRemote: true,
  oneBundle: true,
  tls: true,
  slots: 4,
});

export function originOf(port: number, scheme: Scheme = 'http'): string {
  return `${scheme}://${STACK_HOST}:${port}`;
}

/** The scheme of the layout's static sites: https when nginx serves them over TLS. */
export function siteScheme(layout: PortLayout): 'http' | 'https' {
  return layout.tls ? 'https' : 'http';
}

export interface StackOrigins {
  shell: string;
  remotes: Record<RemoteName, string>;
  faultyRemote?: string;
  oneBundle?: string;
  api: string;
  plans: string;
  realtime: string;
  analytics: string;
  /** Where the sandbox's images are served: the assets port over TLS, else the API itself. */
  assets: string;
}

export function stackOrigins(layout: PortLayout): StackOrigins {
  const site = (port: number) => originOf(port, siteScheme(layout));
  const origins: StackOrigins = {
    shell: site(layout.shell),
    remotes: Object.fromEntries(
      REMOTE_NAMES.map((name) => [name, site(layout.remotes[name])]),
    ) as Record<RemoteName, string>,
    api: originOf(layout.sandbox.api),
    plans: originOf(layout.sandbox.plans),
    realtime: originOf(layout.sandbox.realtime, layout.tls ? 'wss' : 'ws'),
    analytics: originOf(layout.sandbox.analytics),
    assets: layout.assets === undefined ? originOf(layout.sandbox.api) : site(layout.assets),
  };
  if (layout.faultyRemote !== undefined) origins.faultyRemote = site(layout.faultyRemote);
  if (layout.oneBundle !== undefined) origins.oneBundle = site(layout.oneBundle);
  return origins;
}

/** Every origin a page may load federated code from: the five remotes, plus the fixture. */
export function remoteOrigins(layout: PortLayout): string[] {
  const origins = stackOrigins(layout);
  return [
    ...Object.values(origins.remotes),
    ...(origins.faultyRemote ? [origins.faultyRemote] : []),
  ];
}

/** Every port a stack listens on, its slots' included, for "is anything already there?" checks. */
export function allPorts(layout: PortLayout): number[] {
  return [
    layout.shell,
    ...Object.values(layout.remotes),
    ...Object.values(layout.sandbox),
    ...(layout.faultyRemote !== undefined ? [layout.faultyRemote] : []),
    ...(layout.oneBundle !== undefined ? [layout.oneBundle] : []),
    ...(layout.assets !== undefined ? [layout.assets] : []),
    ...slotLayouts(layout).flatMap((slot) => [slot.shell, ...Object.values(slot.sandbox)]),
  ];
}
