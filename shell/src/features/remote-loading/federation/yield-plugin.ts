/**
 * Federation runtime plugin, built into the runtime (`runtimePlugins` in the shell's rspack
 * config) so it is there for the shell's own first shared modules: it ends the task before each
 * step of loading a remote module that runs code, so that the steps are tasks of their own
 * instead of one long task at 4x CPU:
 *
 * - before each shared module is negotiated (`beforeLoadShare`): the shell's first chunk
 *   consumes about twenty, all resolved in the microtasks of the task that asked for the chunk;
 * - before a remote's container is initialised (`beforeInitContainer`), which registers its
 *   share table, after its `remoteEntry.js` was evaluated;
 * - before an exposed module's factory runs (`beforeExecuteFactory`), which evaluates the
 *   remote's screen and its dependencies.
 */
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';
import { yieldToMain } from '../../boot/yield-to-main';

export function createYieldPlugin(
  yieldNow: () => Promise<void> = yieldToMain,
): ModuleFederationRuntimePlugin {
  return {
    name: 'jara-yield',
    async beforeLoadShare(args) {
      await yieldNow();
      return args;
    },
    async beforeInitContainer(args) {
      await yieldNow();
      return args;
    },
    async beforeExecuteFactory() {
      await yieldNow();
    },
  };
}

/** How a build-time runtime plugin is given: its module's default export makes it. */
export default createYieldPlugin;
