/**
 * Which libraries cost what: a chunk's minified bytes split by the source each byte came from
 * (by its production source map), grouped by owner (an npm package, a shared workspace package,
 * a shell feature, a remote) and scaled to the bytes the chunk cost on the wire. Gzip does not
 * compress every part alike, so the split is an estimate; the chunk's total is exact.
 */
import { decodeMappings } from './source-map-segments';

export interface SourceMapV3 {
  version: number;
  sources: string[];
  mappings: string;
}

/** Code the map does not attribute (the bundler's glue between modules, line breaks). */
export const UNMAPPED = '(bundler glue)';

/**
 * The owner of a source path as rspack writes it (`webpack://<bundle>/<path relative to the
 * bundle's folder>`, `css ` in front for CSS modules' JS), whichever bundle built it: the same
 * file counts as the same owner in a remote's chunk and in the one-bundle build.
 */
export function ownerOfSource(source: string): string {
  const match = /^webpack:\/\/([^/]*)\/(?:css )?(.*)$/.exec(source);
  const bundle = match?.[1] ?? '';
  const file = (match?.[2] ?? source).replace(/^(\.\.?\/)+/, '');
  const modules = file.lastIndexOf('node_modules/');
  if (modules >= 0) {
    const [first = '', second = ''] = file.slice(modules + 'node_modules/'.length).split('/');
    if (first === '.rspack-mf-runtime') return 'module federation runtime';
    return first.startsWith('@') ? `${first}/${second}` : first;
  }
  if (file.startsWith('webpack/')) return 'webpack runtime';
  const shared = /(?:^|\/)shared\/([^/]+)\//.exec(file);
  if (shared) return `@jara/${shared[1]}`;
  const remote = /(?:^|\/)remotes\/([^/]+)\//.exec(file);
  if (remote) return `remotes/${remote[1]}`;
  const feature = /(?:^|\/)(?:shell\/)?src\/features\/([^/]+)\//.exec(file);
  if (feature && (bundle === 'shell' || file.includes('shell/')))
    return `shell/features/${feature[1]}`;
  if (file.startsWith('shell/')) return 'shell';
  if (bundle === 'shell') return 'shell';
  // A remote's own code, built from its own folder.
  return bundle ? `remotes/${bundle}` : file;
}

/** Characters of generated code per owner (a minified chunk is ASCII, so characters are bytes). */
export function attributeChunk(code: string, map: SourceMapV3): Map<string, number> {
  const owners = map.sources.map(ownerOfSource);
  const totals = new Map<string, number>();
  const add = (owner: string, count: number) => {
    if (count > 0) totals.set(owner, (totals.get(owner) ?? 0) + count);
  };
  const lines = code.split('\n');
  const segmentsByLine = decodeMappings(map.mappings);
  lines.forEach((line, index) => {
    const segments = segmentsByLine[index] ?? [];
    add(UNMAPPED, (segments[0]?.column ?? line.length) + (index < lines.length - 1 ? 1 : 0));
    segments.forEach((segment, at) => {
      const end = Math.min(segments[at + 1]?.column ?? line.length, line.length);
      const owner = segment.source === undefined ? UNMAPPED : (owners[segment.source] ?? UNMAPPED);
      add(owner, end - Math.min(segment.column, end));
    });
  });
  return totals;
}

/** Scales characters per owner to the chunk's transferred bytes, largest first. */
export function scaleToTransferred(
  characters: Map<string, number>,
  transferredBytes: number,
): { owner: string; bytes: number }[] {
  const total = [...characters.values()].reduce((sum, count) => sum + count, 0);
  if (total === 0) return [{ owner: UNMAPPED, bytes: transferredBytes }];
  return [...characters]
    .map(([owner, count]) => ({ owner, bytes: (count / total) * transferredBytes }))
    .sort((a, b) => b.bytes - a.bytes);
}
