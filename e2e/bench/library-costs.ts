/**
 * Which libraries cost what on a route: every JS file loaded before the route was visible, its
 * transferred size, and what is inside it by the production source maps (`.map` beside each
 * chunk in the bundle's dist folder), plus a total per library across the route.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { attributeChunk, scaleToTransferred, type SourceMapV3 } from './chunk-attribution';
import { figure, formatTable } from './format-table';
import type { ScriptFigure } from './measure-route';

/**
 * Bytes the maps cannot split, named by why: a chunk built without a map (no
 * `sourceMappingURL`), a map a later build removed (the shell keeps older builds' hashed files
 * but not their maps), a file not in the dist folder (an origin the bench has no folder for).
 */
export const noSourceMap = (chunk: string) => `${chunk} (built without a source map)`;
export const MAP_REMOVED = '(source map removed by a later build)';
export const NOT_IN_DIST = '(not in a dist folder)';

export interface ChunkCost {
  file: string;
  kb: number;
  owners: { owner: string; kb: number }[];
}

export interface LibraryCosts {
  route: string;
  chunks: ChunkCost[];
  libraries: { owner: string; kb: number }[];
}

/** Where each origin's files are built: origin -> dist folder. */
export type DistFolders = Map<string, string>;

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

/**
 * A built file's code and the map its last `//# sourceMappingURL=` comment names (null when it
 * has none); the comment itself is left out of the code, so it is not counted as anyone's.
 */
export function splitSourceMapComment(code: string): { code: string; mapUrl: string | null } {
  const last = [...code.matchAll(/^\/\/# sourceMappingURL=(\S+)\s*$/gm)].at(-1);
  if (!last) return { code, mapUrl: null };
  return { code: code.slice(0, last.index).replace(/\n$/, ''), mapUrl: last[1]! };
}

/** A chunk's name without its content hash: `page-home.f00aa75bc0.js` is `page-home`. */
const chunkName = (file: string) => path.basename(file).replace(/(\.[0-9a-f]{8,})?\.js$/, '');

function ownersOf(script: ScriptFigure, folders: DistFolders): { owner: string; bytes: number }[] {
  const url = new URL(script.url);
  const folder = folders.get(url.origin);
  const file = folder ? path.join(folder, decodeURIComponent(url.pathname)) : null;
  if (!file || !existsSync(file)) return [{ owner: NOT_IN_DIST, bytes: script.bytes }];
  const { code, mapUrl } = splitSourceMapComment(readFileSync(file, 'utf8'));
  if (!mapUrl) return [{ owner: noSourceMap(chunkName(file)), bytes: script.bytes }];
  const mapFile = path.resolve(path.dirname(file), decodeURIComponent(mapUrl));
  if (!existsSync(mapFile)) return [{ owner: MAP_REMOVED, bytes: script.bytes }];
  const map = JSON.parse(readFileSync(mapFile, 'utf8')) as SourceMapV3;
  return scaleToTransferred(attributeChunk(code, map), script.bytes);
}

export function libraryCosts(
  route: string,
  scripts: readonly ScriptFigure[],
  folders: DistFolders,
): LibraryCosts {
  const totals = new Map<string, number>();
  const chunks = scripts
    .filter((script) => script.beforeVisible)
    .map((script) => {
      const owners = ownersOf(script, folders);
      for (const { owner, bytes } of owners) totals.set(owner, (totals.get(owner) ?? 0) + bytes);
      const url = new URL(script.url);
      return {
        file: `${url.host.split(':').pop()}${url.pathname}`,
        kb: kb(script.bytes),
        owners: owners.map(({ owner, bytes }) => ({ owner, kb: kb(bytes) })),
      };
    })
    .sort((a, b) => b.kb - a.kb);
  const libraries = [...totals]
    .map(([owner, bytes]) => ({ owner, kb: kb(bytes) }))
    .sort((a, b) => b.kb - a.kb);
  return { route, chunks, libraries };
}

/** The printed tables: each chunk with its top contributors, then the route's libraries. */
export function formatLibraryCosts(
  costs: LibraryCosts,
  heading = `JS before visible on ${costs.route}`,
  topOwners = 4,
  topLibraries = 25,
): string {
  const chunkTable = formatTable(
    ['chunk (port/path)', 'KB', 'inside (KB, by source map)'],
    costs.chunks.map((chunk) => [
      chunk.file,
      figure(chunk.kb),
      chunk.owners
        .slice(0, topOwners)
        .map((owner) => `${owner.owner} ${figure(owner.kb)}`)
        .join(', ') + (chunk.owners.length > topOwners ? ', ...' : ''),
    ]),
  );
  const total = costs.libraries.reduce((sum, library) => sum + library.kb, 0);
  const libraryTable = formatTable(
    ['library', 'KB', 'share'],
    costs.libraries
      .slice(0, topLibraries)
      .map((library) => [
        library.owner,
        figure(library.kb),
        `${Math.round((library.kb / total) * 100)} %`,
      ]),
  );
  return `\n${heading}, per chunk (${costs.chunks.length} files, ${figure(Math.round(total * 10) / 10)} KB):\n${chunkTable}\n\nper library on ${costs.route}:\n${libraryTable}`;
}
