/**
 * The federation tax: each route from the federated site and from the one-bundle build of the
 * same source (tools/one-bundle, every remote linked into the shell, code-split per route),
 * measured in one run with the same settings. What federation adds is judged against that build,
 * not against absolute figures: the JS it adds before the live app shows, and Lighthouse's
 * performance, TBT and LCP on both builds side by side.
 *
 * The one-bundle site is served with no prerendered pages (they name the federated build's
 * chunks), so on a prerendered route its figures are that route's SPA.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { STACK_URLS } from '../support/e2e-stack';
import { stackStatus } from './stack-status';

/** Where the e2e stack serves the one-bundle build (when tools/one-bundle/dist exists at its start). */
export const ONE_BUNDLE_ORIGIN = STACK_URLS.oneBundle;

export const oneBundleDist = (root: string) => path.join(root, 'tools', 'one-bundle', 'dist');

export class OneBundleMissing extends Error {
  constructor(reason: string) {
    super(`the one-bundle build is missing: ${reason}`);
  }
}

/** Throws OneBundleMissing when the build or its server is not there, so the step fails clearly. */
export async function checkOneBundle(
  root: string,
  origin = ONE_BUNDLE_ORIGIN,
  fetchStatus: (url: string) => Promise<number> = stackStatus,
): Promise<void> {
  const dist = oneBundleDist(root);
  if (!existsSync(path.join(dist, 'index.html')))
    throw new OneBundleMissing(
      `no ${path.relative(root, dist)}/index.html (pnpm --filter @jara/one-bundle build)`,
    );
  let status: number;
  try {
    status = await fetchStatus(`${origin}/stores`);
  } catch (error) {
    throw new OneBundleMissing(
      `nothing answers at ${origin} (the e2e stack serves ${path.relative(root, dist)} there): ${(error as Error).message}`,
    );
  }
  if (status !== 200) throw new OneBundleMissing(`${origin}/stores answered ${status}`);
}

/** One build's figures on one route (Lighthouse's are medians; absent where not scored). */
export interface BuildFigures {
  route: string;
  /** JS before the live app shows the route. */
  jsGzipKB: number;
  performance?: number;
  lcpMs?: number;
  tbtMs?: number;
}

export interface TaxRow {
  route: string;
  federated: BuildFigures;
  oneBundle: BuildFigures;
  /** JS before the live app shows that federation adds (federated - one-bundle). */
  addedJsKB: number;
  /** Lighthouse performance points federation loses (one-bundle - federated). */
  performanceLost?: number;
  tbtRatio?: number;
  lcpRatio?: number;
}

/** a / b to two decimals; nothing blocked on both builds is a ratio of 1. */
export function ratio(a: number | undefined, b: number | undefined): number | undefined {
  if (a === undefined || b === undefined) return undefined;
  if (b === 0) return a === 0 ? 1 : Number.POSITIVE_INFINITY;
  return Math.round((a / b) * 100) / 100;
}

/** Per route, federated against one-bundle; a route measured on one build only is an error. */
export function taxRows(
  federated: readonly BuildFigures[],
  oneBundle: readonly BuildFigures[],
): TaxRow[] {
  return federated.map((fed) => {
    const one = oneBundle.find((candidate) => candidate.route === fed.route);
    if (!one) throw new Error(`the one-bundle build was not measured on ${fed.route}`);
    if ((fed.performance === undefined) !== (one.performance === undefined))
      throw new Error(`Lighthouse scored ${fed.route} on one build only`);
    return {
      route: fed.route,
      federated: fed,
      oneBundle: one,
      addedJsKB: Math.round((fed.jsGzipKB - one.jsGzipKB) * 10) / 10,
      performanceLost:
        fed.performance === undefined ? undefined : one.performance! - fed.performance,
      tbtRatio: ratio(fed.tbtMs, one.tbtMs),
      lcpRatio: ratio(fed.lcpMs, one.lcpMs),
    };
  });
}
