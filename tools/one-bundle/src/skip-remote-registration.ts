/**
 * The one-bundle's stand-in for the shell's `register-remotes.ts` (the config swaps the file).
 * Every remote module is linked in, so there is nothing to register and no federation runtime
 * to register it with: the shell still fetches and validates `registry.json` at boot, as the
 * federated site does, and then hands it here.
 */
import type { registerRegistry as registerWithFederation } from '../../../shell/src/features/remote-loading/federation/register-remotes';

export const registerRegistry: typeof registerWithFederation = () => {};
