/**
 * The one-bundle's stand-in for the shell's `load-remote-module.ts` (the config swaps the file):
 * the same ids, resolved from the modules linked into this build instead of through the
 * federation runtime. Each is still a lazy chunk, fetched when the shell first asks for it.
 */
import linkedModules from '@jara/one-bundle/linked-remote-modules';
import type { loadRemoteModule as loadThroughFederation } from '../../../shell/src/features/remote-loading/federation/load-remote-module';

export const loadRemoteModule: typeof loadThroughFederation = (id) => {
  const load = linkedModules[id];
  // The shell's types allow only contract ids, and the config links every one: this is a
  // contract and a build out of step, which the shell reports as the remote failing to load.
  if (!load) return Promise.reject(new Error(`${id} is not linked into the one-bundle build`));
  return load();
};
