/**
 * The federation tax: the same non-prerendered routes from the federated site and from the
 * one-bundle build of the same source (tools/one-bundle, every remote linked into the shell,
 * code-split per route), measured in one run with the same settings. The ratios federated /
 * one-bundle say what independent delivery costs customers.
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

export interface TaxFigures {
  route: string;
  lcpMs: number;
  jsGzipKB: number;
}

export interface TaxRow {
  route: string;
  federated: TaxFigures;
  oneBundle: TaxFigures;
  lcpRatio: number;
  jsRatio: number;
}

/** The row that sums every route. */
export const ALL_ROUTES = 'all';

const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;

/** Per route, and over all the routes together ("all": the sums), federated / one-bundle. */
export function taxRows(
  federated: readonly TaxFigures[],
  oneBundle: readonly TaxFigures[],
): TaxRow[] {
  const rows = federated.map((fed) => {
    const one = oneBundle.find((candidate) => candidate.route === fed.route);
    if (!one) throw new Error(`the one-bundle build was not measured on ${fed.route}`);
    return {
      route: fed.route,
      federated: fed,
      oneBundle: one,
      lcpRatio: ratio(fed.lcpMs, one.lcpMs),
      jsRatio: ratio(fed.jsGzipKB, one.jsGzipKB),
    };
  });
  const sum = (figures: readonly TaxFigures[]) => ({
    route: ALL_ROUTES,
    lcpMs: figures.reduce((total, each) => total + each.lcpMs, 0),
    jsGzipKB: Math.round(figures.reduce((total, each) => total + each.jsGzipKB, 0) * 10) / 10,
  });
  const all = {
    fed: sum(rows.map((row) => row.federated)),
    one: sum(rows.map((row) => row.oneBundle)),
  };
  return [
    ...rows,
    {
      route: ALL_ROUTES,
      federated: all.fed,
      oneBundle: all.one,
      lcpRatio: ratio(all.fed.lcpMs, all.one.lcpMs),
      jsRatio: ratio(all.fed.jsGzipKB, all.one.jsGzipKB),
    },
  ];
}

/** A route's Lighthouse score and blocked main thread (medians), on one build. */
export interface ScoreFigures {
  route: string;
  performance: number;
  tbtMs: number;
}

/**
 * A route's figures on both builds side by side: what the same source scores without any
 * federation, so a budget the one-bundle build breaks as well is seen not to be federation's.
 */
export interface BuildsCompared {
  route: string;
  performance: { federated: number; oneBundle: number };
  tbtMs: { federated: number; oneBundle: number };
  /** JS before visible that federation adds (federated - one-bundle). */
  addedJsKB: number;
}

export function compareBuilds(
  rows: readonly TaxRow[],
  federated: readonly ScoreFigures[],
  oneBundle: readonly ScoreFigures[],
): BuildsCompared[] {
  const scoreOf = (figures: readonly ScoreFigures[], route: string, build: string) => {
    const found = figures.find((each) => each.route === route);
    if (!found) throw new Error(`Lighthouse did not score ${route} on the ${build} build`);
    return found;
  };
  return rows
    .filter((row) => row.route !== ALL_ROUTES)
    .map((row) => {
      const fed = scoreOf(federated, row.route, 'federated');
      const one = scoreOf(oneBundle, row.route, 'one-bundle');
      return {
        route: row.route,
        performance: { federated: fed.performance, oneBundle: one.performance },
        tbtMs: { federated: fed.tbtMs, oneBundle: one.tbtMs },
        addedJsKB: Math.round((row.federated.jsGzipKB - row.oneBundle.jsGzipKB) * 10) / 10,
      };
    });
}
