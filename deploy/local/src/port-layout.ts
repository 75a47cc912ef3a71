/**
 * The one place that decides which port serves what. The local stack starts at 8080 and the e2e
 * stack at 9080 with the same layout, so a running `pnpm start` and the e2e suite never collide;
 * every URL, CSP source and runtime document is derived from a layout, never typed twice.
 */
import { REMOTE_NAMES, type RemoteName } from '@jara/contracts/remote-contract';

export const STACK_HOST = 'localhost';

export interface SandboxPorts {
  api: number;
  plans: number;
  realtime: number;
  analytics: number;
}

export interface PortLayout {
  shell: number;
  remotes: Record<RemoteName, number>;
  sandbox: SandboxPorts;
  /** The fault-injection fixture remote, served only by the e2e stack. */
  faultyRemote?: number;
}

export function createPortLayout(base: number, options: { faultyRemote?: boolean } = {}) {
  const remotes = Object.fromEntries(
    REMOTE_NAMES.map((name, index) => [name, base + 1 + index]),
  ) as Record<RemoteName, number>;
  const layout: PortLayout = {
    shell: base,
    remotes,
    sandbox: { api: base + 10, plans: base + 11, realtime: base + 12, analytics: base + 13 },
  };
  if (options.faultyRemote) layout.faultyRemote = base + 1 + REMOTE_NAMES.length;
  return layout;
}

export const LOCAL_PORTS = createPortLayout(8080);
export const E2E_PORTS = createPortLayout(9080, { faultyRemote: true });

export function originOf(port: number, scheme: 'http' | 'ws' = 'http'): string {
  return `${scheme}://${STACK_HOST}:${port}`;
}

export interface StackOrigins {
  shell: string;
  remotes: Record<RemoteName, string>;
  faultyRemote?: string;
  api: string;
  plans: string;
  realtime: string;
  analytics: string;
}

export function stackOrigins(layout: PortLayout): StackOrigins {
  const origins: StackOrigins = {
    shell: originOf(layout.shell),
    remotes: Object.fromEntries(
      REMOTE_NAMES.map((name) => [name, originOf(layout.remotes[name])]),
    ) as Record<RemoteName, string>,
    api: originOf(layout.sandbox.api),
    plans: originOf(layout.sandbox.plans),
    realtime: originOf(layout.sandbox.realtime, 'ws'),
    analytics: originOf(layout.sandbox.analytics),
  };
  if (layout.faultyRemote !== undefined) origins.faultyRemote = originOf(layout.faultyRemote);
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

/** Every port a stack listens on, for "is anything already there?" checks. */
export function allPorts(layout: PortLayout): number[] {
  return [
    layout.shell,
    ...Object.values(layout.remotes),
    ...Object.values(layout.sandbox),
    ...(layout.faultyRemote !== undefined ? [layout.faultyRemote] : []),
  ];
}
