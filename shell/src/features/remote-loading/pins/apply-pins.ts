/**
 * A tester's pins over the releases chosen for the device: each pin is used where pins are
 * allowed and the pinned release exists, and the tester is told what became of every one. Its
 * own chunk, loaded only on a page where pins are in play (see ../releases/choose-releases.ts).
 */
import type { RemoteName } from '@jara/contracts/remote-contract';
import type { RegistryRemote, RemoteRegistry, RuntimeConfig } from '@jara/contracts/runtime-config';
import { manifestProblem } from './check-manifest';
import type { ChosenRelease, ChosenReleases } from '../releases/chosen-releases';
import { applyPinParams, takePinParams, validPins, type VersionPins } from './pin-params';
import { releaseEntry } from './release-layout';
import { storedPins, storePins } from './stored-pins';

export interface ReleaseChoice {
  releases: ChosenReleases;
  /** For the tester (console and the QA badge); empty when no pin is in play. */
  notices: string[];
}

export type PinSettings = Pick<RuntimeConfig, 'environment' | 'allowVersionPins'>;

export const pinsAllowed = (config: PinSettings): boolean =>
  config.environment !== 'production' || config.allowVersionPins;

/** The stored pins with the address's changes applied (and kept), and what was refused. */
function readPins(allowed: boolean): { pins: VersionPins; refused: string[] } {
  const raw = storedPins();
  const params = takePinParams();
  const stored = validPins(raw);
  const { pins, refused } = params ? applyPinParams(stored, params) : { pins: stored, refused: [] };
  // Where pins are refused none is kept, so a visitor who followed a tester's link carries none.
  if (params || (!allowed && Object.keys(raw).length > 0)) storePins(allowed ? pins : {});
  return { pins, refused };
}

/** The registry's own entry when it names that version (known to exist), else the release folder's. */
function entryOf(remote: RegistryRemote, version: string): [entry: string, known: boolean] {
  if (version === remote.version) return [remote.entry, true];
  if (version === remote.canary?.version) return [remote.canary.entry, true];
  return [releaseEntry(remote.entry, version), false];
}

async function pinned(
  registry: RemoteRegistry,
  name: RemoteName,
  version: string,
  otherwise: ChosenRelease | undefined,
): Promise<[ChosenRelease | undefined, string]> {
  const remote = registry.remotes[name];
  if (!remote || !otherwise) {
    return [
      otherwise,
      `QA: ${name} is not in this site's registry; its pin to ${version} is ignored`,
    ];
  }
  const [entry, known] = entryOf(remote, version);
  const problem = known ? undefined : await manifestProblem(entry);
  if (problem === undefined) {
    return [{ entry, version, channel: 'pinned' }, `QA: ${name} pinned to ${version}`];
  }
  return [
    otherwise,
    `QA: ${name} ${version} does not exist (${problem}); the ${otherwise.channel} release ` +
      `${otherwise.version} loads`,
  ];
}

export async function applyPins(
  registry: RemoteRegistry,
  config: PinSettings,
  chosen: ChosenReleases,
): Promise<ReleaseChoice> {
  const releases = { ...chosen };
  const allowed = pinsAllowed(config);
  const { pins, refused } = readPins(allowed);
  const names = Object.keys(pins) as RemoteName[];
  if (!allowed) {
    const why =
      `QA: version pins are refused here (environment ${config.environment}, allowVersionPins ` +
      'false); the released versions load';
    return { releases, notices: names.length > 0 || refused.length > 0 ? [why] : [] };
  }
  const answers = await Promise.all(
    names.map((name) => pinned(registry, name, pins[name]!, releases[name])),
  );
  const notices = [...refused];
  answers.forEach(([release, notice], index) => {
    if (release) releases[names[index]!] = release;
    notices.push(notice);
  });
  return { releases, notices };
}
