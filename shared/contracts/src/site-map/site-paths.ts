/**
 * Turning the site map's spec-style paths into URLs: router patterns, and the link to a screen.
 */
import { BRAND } from '@jara/contracts/brand';
import type { CountryCode } from '../constants';
import { isKenyaPath } from '@jara/contracts/kenya-path';
import { SITE_MAP, type SiteMapEntry } from '@jara/contracts/site-map';
import type { ScreenId } from '@jara/contracts/site-screens';

const PARAM = /\{(\w+)(\*?)\}/g;

export function withBrand(specPath: string): string {
  return specPath.replaceAll('{product}', BRAND.slug);
}

/** `{name}` becomes `:name`, `{name*}` a splat; a trailing slash is dropped. */
export function toRouterPath(specPath: string): string {
  const path = withBrand(specPath).replace(PARAM, (_, name: string, rest: string) =>
    rest ? '*' : `:${name}`,
  );
  return path.length > 1 ? path.replace(/\/$/, '') : path;
}

export type PathParams = Readonly<Record<string, string>>;

/** Fills a spec path's parameters, each segment encoded; a missing one is a programming error. */
export function fillPath(specPath: string, params: PathParams = {}): string {
  return withBrand(specPath).replace(PARAM, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`${specPath} needs the parameter "${name}"`);
    return value.split('/').map(encodeURIComponent).join('/');
  });
}

export interface LinkOptions {
  params?: PathParams;
  /** In Kenya, a screen with a /ke twin links to it, so the customer stays on the Kenyan site. */
  country?: CountryCode;
}

const paramNames = (specPath: string) =>
  [...specPath.matchAll(PARAM)]
    .map((match) => match[1]!)
    .sort()
    .join(',');

/** A screen reached with and without a parameter (search, search by tag) links by the ones given. */
function linkedEntry(screen: ScreenId, params: PathParams = {}): SiteMapEntry {
  const wanted = Object.keys(params).sort().join(',');
  const ofScreen = SITE_MAP.filter((entry) => entry.screen === screen);
  const matching = ofScreen.filter((entry) => paramNames(entry.path) === wanted);
  // With no path taking exactly these parameters, filling the path names the missing one.
  const entries = matching.length > 0 ? matching : ofScreen;
  const own = entries.filter((entry) => !isKenyaPath(entry.path));
  return (own.find((entry) => entry.linked) ?? own[0] ?? entries[0])!;
}

export function pathTo(screen: ScreenId, options: LinkOptions = {}): string {
  const entry = linkedEntry(screen, options.params);
  const path = options.country === 'KE' && entry.twin ? entry.twin : entry.path;
  return fillPath(path, options.params);
}
