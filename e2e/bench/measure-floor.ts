/**
 * The floor ratio's loads: each prerendered route's LCP live, and with its document served with
 * no script (floor.ts), alternating, `runs` of each, medians, in one browser of one run.
 *
 * The scripts are removed from the document through Playwright's interception rather than by
 * turning JavaScript off: both loads then go through the same interception (only the body
 * differs), `<noscript>` content stays hidden as it is for customers, and no script file is
 * fetched by a preload link either, which a page with JavaScript off would still do.
 */
import { isPrerendered, withoutScripts, type FloorFigures } from './floor';
import { ratio } from './federation-tax';
import { launchLcpBrowser, loadOnce } from './measure-lcp';
import { median } from './median';

async function floorOf(
  browser: Awaited<ReturnType<typeof launchLcpBrowser>>,
  origin: string,
  route: string,
  runs: number,
): Promise<FloorFigures> {
  const url = `${origin}${route}`;
  let prerendered = true;
  const live: number[] = [];
  const noScript: number[] = [];
  for (let run = 0; run < runs; run += 1) {
    live.push(
      await loadOnce(browser, url, (served) => {
        prerendered &&= isPrerendered(served);
        return served;
      }),
    );
    if (!prerendered) return { route, error: 'its document is not prerendered' };
    noScript.push(await loadOnce(browser, url, withoutScripts, 'load'));
  }
  const liveMs = median(live);
  const noScriptMs = median(noScript);
  return { route, liveMs, noScriptMs, ratio: ratio(liveMs, noScriptMs)! };
}

export async function measureFloor(
  origin: string,
  routes: readonly string[],
  runs: number,
): Promise<FloorFigures[]> {
  const browser = await launchLcpBrowser();
  try {
    const figures: FloorFigures[] = [];
    for (const route of routes)
      figures.push(
        await floorOf(browser, origin, route, runs).catch((error: Error) => ({
          route,
          error: error.message.split('\n')[0]!,
        })),
      );
    return figures;
  } finally {
    await browser.close();
  }
}
