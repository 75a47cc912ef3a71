/**
 * Chooses each remote's release for this device (stable, canary or a tester's pin) and hands the
 * choice to the federation runtime. Before any remote loads: analytics and error reports name the
 * releases chosen here.
 */
import type { RemoteRegistry, RuntimeConfig } from '@jara/contracts/runtime-config';
import { registerRegistry } from '../features/remote-loading/federation/register-remotes';
import { chooseReleases } from '../features/remote-loading/releases/choose-releases';
import { setChosenReleases } from '../features/remote-loading/releases/chosen-releases';
import { reportPinNotices } from '../features/remote-loading/pins/report-pin-notices';

export async function startRemotes(registry: RemoteRegistry, config: RuntimeConfig): Promise<void> {
  const { releases, notices } = await chooseReleases(registry, config);
  setChosenReleases(releases);
  registerRegistry(releases);
  reportPinNotices(notices);
}
