/**
 * The table the early preload matches the address against, computed at build time from the site
 * map (rspack.config.ts hands it to the entry through DefinePlugin): the entry carries no titles,
 * descriptions or router, only one pattern per route and what that route mounts.
 *
 * Patterns are regular expressions ranked as the router ranks paths (a static segment beats a
 * parameter, a parameter beats a splat, ties keep site-map order), so the first match is the
 * route the router will pick.
 */
import { SITE_MAP, type SiteMapEntry } from '@jara/contracts/site-map';
import { withBrand } from '@jara/contracts/site-paths';

/** Remote name -> the exposes to preload from it. */
export type PreloadPlan = Record<string, string[]>;

export interface PreloadRouteTable {
  /** [pattern (case-insensitive regular expression source), index into `plans`], best first. */
  routes: [string, number][];
  plans: PreloadPlan[];
}

const PARAM = /^\{\w+(\*?)\}$/;

function segmentsOf(specPath: string): string[] {
  return withBrand(specPath)
    .split('/')
    .filter((segment) => segment !== '');
}

/** react-router's ranking: 10 a static segment, 3 a parameter, -2 a splat, plus the count. */
function scoreOf(segments: string[]): number {
  return segments.reduce((score, segment) => {
    const param = PARAM.exec(segment);
    if (!param) return score + 10;
    return score + (param[1] ? -2 : 3);
  }, segments.length);
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function patternOf(segments: string[]): string {
  const body = segments
    .map((segment) => {
      const param = PARAM.exec(segment);
      if (!param) return `/${escape(segment)}`;
      return param[1] ? '(?:/.*)?' : '/[^/]+';
    })
    .join('');
  return `^${body}/?$`;
}

const matches = (pattern: string, path: string) => new RegExp(pattern, 'i').test(path);

/** The one path a pattern without parameters matches; undefined when it has parameters. */
function staticPathOf(pattern: string): string | undefined {
  const body = pattern.replace(/^\^/, '').replace(/\/\?\$$/, '');
  if (/\[\^\/\]|\(\?:/.test(body)) return undefined;
  return body.replace(/\\(.)/g, '$1') || '/';
}

/**
 * The route's own remote app only: the layouts' widgets (cart, bell) wait until the page has
 * shown its content (the `page-shown` phase of features/boot/load-phases.ts), off the page's
 * critical path.
 */
function planOf(entry: SiteMapEntry): PreloadPlan {
  return entry.owner === 'shell' ? {} : { [entry.owner]: ['./app'] };
}

export function preloadRouteTable(siteMap: SiteMapEntry[] = SITE_MAP): PreloadRouteTable {
  const plans: PreloadPlan[] = [];
  const planKeys: string[] = [];
  const ranked = siteMap
    .map((entry) => {
      const segments = segmentsOf(entry.path);
      const plan = planOf(entry);
      const key = JSON.stringify(plan);
      if (!planKeys.includes(key)) {
        planKeys.push(key);
        plans.push(plan);
      }
      return { score: scoreOf(segments), route: [patternOf(segments), planKeys.indexOf(key)] };
    })
    // Array.prototype.sort is stable: equal scores keep site-map order, as the router does.
    .sort((a, b) => b.score - a.score);
  const routes = ranked
    .map(({ route }) => route as [string, number])
    .filter(([pattern], at, all) => all.findIndex(([seen]) => seen === pattern) === at);
  // An address that matches nothing preloads nothing: a route that preloads nothing can go,
  // unless a pattern after it would then claim its paths.
  const planless = planKeys.indexOf('{}');
  const kept = routes.filter(([pattern, plan], at) => {
    if (plan !== planless) return true;
    const path = staticPathOf(pattern);
    return path === undefined || routes.slice(at + 1).some(([later]) => matches(later, path));
  });
  return { routes: kept, plans };
}
