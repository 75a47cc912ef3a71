/**
 * Loads one exposed parcel of a remote (through the federation runtime, or linked in by the
 * one-bundle build: see load-remote-module.ts), bounded by a timeout, and checks that what
 * arrived really is a set of single-spa lifecycles.
 */
import type { ParcelConfig } from 'single-spa';
import type { RemoteExpose, RemoteName } from '@jara/contracts/remote-contract';
import { loadRemoteModule, type RemoteModuleId } from './load-remote-module';

export class RemoteLoadError extends Error {
  constructor(
    readonly remote: string,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'RemoteLoadError';
  }
}

function isParcel(module: unknown): module is ParcelConfig {
  const candidate = module as Partial<Record<'bootstrap' | 'mount' | 'unmount', unknown>> | null;
  return (
    typeof candidate === 'object' &&
    candidate !== null &&
    typeof candidate.bootstrap === 'function' &&
    typeof candidate.mount === 'function' &&
    typeof candidate.unmount === 'function'
  );
}

export async function loadParcel<R extends RemoteName>(
  remote: R,
  expose: RemoteExpose<R>,
  timeoutMs: number,
): Promise<ParcelConfig> {
  const id = `${remote}/${expose.replace(/^\.\//, '')}` as RemoteModuleId;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new RemoteLoadError(remote, `${remote} did not load within ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  try {
    const module = await Promise.race([loadRemoteModule(id), timeout]);
    if (!isParcel(module)) {
      throw new RemoteLoadError(remote, `${id} is not a single-spa parcel`);
    }
    return module;
  } catch (error) {
    if (error instanceof RemoteLoadError) throw error;
    throw new RemoteLoadError(remote, `${remote} could not be loaded`, { cause: error });
  } finally {
    clearTimeout(timer);
  }
}
