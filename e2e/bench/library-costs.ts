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

export const NO_SOURCE_MAP = '(no source map)';

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

function ownersOf(script: ScriptFigure, folders: DistFolders): { owner: string; bytes: number }[] {
  const url = new URL(script.url);
  const folder = folders.get(url.origin);
  const file = folder ? path.join(folder, decodeURIComponent(url.pathname)) : null;
  if (!file || !existsSync(file) || !existsSync(`${file}.map`))
    return [{ owner: NO_SOURCE_MAP, bytes: script.bytes }];
  const map = JSON.parse(readFileSync(`${file}.map`, 'utf8')) as SourceMapV3;
  return scaleToTransferred(attributeChunk(readFileSync(file, 'utf8'), map), script.bytes);
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
export function formatLibraryCosts(costs: LibraryCosts, topOwners = 4, topLibraries = 25): string {
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
  return `\nJS before visible on ${costs.route}, per chunk (${costs.chunks.length} files, ${figure(Math.round(total * 10) / 10)} KB):\n${chunkTable}\n\nper library on ${costs.route}:\n${libraryTable}`;
}
