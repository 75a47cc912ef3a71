/**
 * The paths a prerender module may publish a page at: a route the servers answer with its
 * prerendered file (not an asset path under serving-rules), with no segment that climbs or hides.
 */
import { isRoutePath, SHELL_RULES } from '../serving/serving-rules';

const SEGMENT = /^[^./?#%\\\s][^/?#%\\\s]*$/;

export function assertPagePath(pagePath: string, bundle: string): void {
  const segments = pagePath.split('/').slice(1);
  const wellFormed =
    pagePath.startsWith('/') &&
    (pagePath === '/' || segments.every((segment) => SEGMENT.test(segment))) &&
    isRoutePath(SHELL_RULES, pagePath);
  if (!wellFormed) {
    throw new Error(
      `${bundle} lists a page at ${JSON.stringify(pagePath)}, which is not a route path`,
    );
  }
}
