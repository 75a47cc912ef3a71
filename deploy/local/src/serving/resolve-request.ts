/**
 * Decides which file answers a request path under a site's rules, the way the rendered nginx
 * config does: decoded and normalised path, mounts, then for a route its prerendered page, the
 * build itself and the SPA fallback, or for a route the site map does not name, the build itself
 * and the SPA as the not-found page (status 404); for any other path the build itself.
 */
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { isPagePath, isRoutePath, PAGE_FILE, type RootName, type SiteRules } from './serving-rules';

export type SiteRoots = Partial<Record<RootName, string>> & { dist: string };

export type Resolution =
  /** `file` is relative to `root`; `servedPath` is the URL path whose cache rule applies. */
  | { kind: 'file'; root: string; file: string; servedPath: string }
  /** A path with no page: the SPA's file (`file` relative to `root`), sent with status 404. */
  | { kind: 'not-found-page'; root: string; file: string }
  | { kind: 'not-found' }
  | { kind: 'bad-request'; reason: string };

/** Hidden files (`.env`, `.git/`) are never served, wherever they sit. */
export const HIDDEN_PATH_PATTERN = '(^|/)\\.';

export async function isRegularFile(file: string): Promise<boolean> {
  try {
    return (await stat(file)).isFile();
  } catch {
    return false;
  }
}

/** Percent-decodes, merges slashes and resolves dot segments; refuses to climb above `/`. */
export function normalizeRequestPath(rawPath: string): string | { reason: string } {
  let decoded: string;
  try {
    decoded = decodeURIComponent(rawPath);
  } catch {
    return { reason: 'malformed percent-encoding' };
  }
  if (decoded.includes('\0')) return { reason: 'NUL byte in path' };
  if (!decoded.startsWith('/')) return { reason: 'path must start with /' };
  const parts = decoded.split('/').slice(1);
  const segments: string[] = [];
  for (const part of parts) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (segments.length === 0) return { reason: 'path climbs above the site root' };
      segments.pop();
    } else {
      segments.push(part);
    }
  }
  const last = parts[parts.length - 1];
  const endsAsFolder = last === '' || last === '.' || last === '..';
  const joined = `/${segments.join('/')}`;
  return endsAsFolder && segments.length > 0 ? `${joined}/` : joined;
}

export async function resolveRequest(
  rules: SiteRules,
  roots: SiteRoots,
  rawPath: string,
  fileExists: (file: string) => Promise<boolean> = isRegularFile,
): Promise<Resolution> {
  const normalized = normalizeRequestPath(rawPath);
  if (typeof normalized !== 'string') return { kind: 'bad-request', reason: normalized.reason };
  const urlPath = normalized;
  if (new RegExp(HIDDEN_PATH_PATTERN).test(urlPath)) return { kind: 'not-found' };

  const serveIfFile = async (root: string | undefined, file: string, servedPath = urlPath) =>
    root !== undefined &&
    file !== '' &&
    !file.endsWith('/') &&
    (await fileExists(path.join(root, file)))
      ? ({ kind: 'file', root, file, servedPath } as const)
      : ({ kind: 'not-found' } as const);

  for (const mount of rules.mounts) {
    if ('exact' in mount && urlPath === mount.exact) {
      return serveIfFile(roots[mount.root], urlPath.slice(1));
    }
    if ('prefix' in mount && urlPath.startsWith(mount.prefix)) {
      return serveIfFile(roots[mount.root], urlPath.slice(mount.prefix.length));
    }
    if ('pattern' in mount && new RegExp(mount.pattern).test(urlPath)) {
      return serveIfFile(roots[mount.root], urlPath.slice(1));
    }
  }

  const { fallback } = rules;
  const isRoute = fallback !== undefined && isRoutePath(rules, urlPath);
  const isPage = isRoute && isPagePath(rules, urlPath);
  if (isPage && fallback.prerendered !== undefined) {
    const page = `${urlPath.replace(/\/+$/, '')}/${PAGE_FILE}`;
    const prerendered = await serveIfFile(roots[fallback.prerendered], page.slice(1), page);
    if (prerendered.kind === 'file') return prerendered;
  }
  const own = await serveIfFile(roots.dist, urlPath.slice(1));
  if (own.kind === 'file' || !isRoute) return own;
  const spa = await serveIfFile(roots.dist, fallback.to.slice(1), fallback.to);
  if (isPage || spa.kind !== 'file') return spa;
  return { kind: 'not-found-page', root: spa.root, file: spa.file };
}
