/**
 * The one place the shell turns a remote module's id (`storefront/app`) into the module: through
 * the federation runtime, from wherever the registry says the remote lives. The one-bundle build
 * (`tools/one-bundle`, the federation-tax baseline) swaps this file for a static map of the same
 * modules linked in at build time, so every other line of the shell is the same in both builds.
 * It exports one function (and a type): a replacement has nothing else to provide. The swap
 * names this path (tools/one-bundle/src/shell-swaps.ts).
 */
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { RemoteExpose, RemoteName } from '@jara/contracts/remote-contract';

type ExposeName<E> = E extends `./${infer Name}` ? Name : never;

/** `storefront/app`, `checkout/cart-button`: a remote with one of its own exposes. */
export type RemoteModuleId = {
  [R in RemoteName]: `${R}/${ExposeName<RemoteExpose<R>>}`;
}[RemoteName];

/** Resolves with the module (`null` when the runtime's error hooks chose to give nothing back). */
export function loadRemoteModule(id: RemoteModuleId): Promise<unknown> {
  return loadRemote<unknown>(id);
}
