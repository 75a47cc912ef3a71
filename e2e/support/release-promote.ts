/**
 * `promote` as a squad runs it on the e2e stack: the running canary becomes the stable release
 * for every device. (Beside release-cli.ts, whose owner keeps release and rollback.)
 */
import type { RemoteName } from '@jara/contracts/remote-contract';
import { pnpm } from './release-cli';

export function promoteOnStack(remote: RemoteName): Promise<string> {
  return pnpm(['--filter', '@jara/release', 'promote', remote, '--stack', 'e2e']);
}
