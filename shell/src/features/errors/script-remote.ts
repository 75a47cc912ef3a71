/**
 * Which remote an error came from, by the script that threw it: the remote whose loaded release
 * folder (its manifest's directory) holds the script, the deepest folder when they nest (a root
 * build at an origin's root, a release under `/v/<version>/`); failing that, the one remote
 * served from the script's origin. Unknown (undefined) rather than a guess.
 */
import type { RemoteName } from '@jara/contracts/remote-contract';
import type { ChosenReleases } from '../remote-loading/releases/chosen-releases';

const parse = (url: string): URL | undefined => (URL.canParse(url) ? new URL(url) : undefined);

export function remoteOfScript(
  scriptUrl: string | undefined,
  releases: ChosenReleases,
): RemoteName | undefined {
  const script = scriptUrl ? parse(scriptUrl) : undefined;
  if (!script) return undefined;
  const scriptPath = `${script.origin}${script.pathname}`;
  const entries = (Object.entries(releases) as [RemoteName, { entry: string } | undefined][])
    .map(([name, release]) => ({ name, entry: release && parse(release.entry) }))
    .filter((candidate): candidate is { name: RemoteName; entry: URL } => !!candidate.entry);

  const folders = entries
    .map(({ name, entry }) => ({ name, folder: `${entry.origin}${new URL('.', entry).pathname}` }))
    .filter(({ folder }) => scriptPath.startsWith(folder))
    .sort((a, b) => b.folder.length - a.folder.length);
  if (folders[0]) return folders[0].name;

  const sameOrigin = entries.filter(({ entry }) => entry.origin === script.origin);
  return sameOrigin.length === 1 ? sameOrigin[0]!.name : undefined;
}

/** The first script URL in a stack trace (Chromium, Firefox and Safari formats), without its line and column. */
export function firstStackUrl(stack: unknown): string | undefined {
  if (typeof stack !== 'string') return undefined;
  const url = /https?:\/\/[^\s()@]+/.exec(stack)?.[0];
  return url?.replace(/(:\d+){1,2}$/, '');
}
