/**
 * The paths a prerender module may publish a page at: a route the servers answer with its
 * prerendered file (serving-rules' fallback pattern), with no segment that climbs or hides.
 */
import { SHELL_RULES } from '../serving/serving-rules';

const SEGMENT = /^[^./?#%\\\s][^/?#%\\\s]*$/;

export function assertPagePath(pagePath: string, bundle: string): void {
  const segments = pagePath.split('/').slice(1);
  const wellFormed =
    pagePath.startsWith('/') &&
    (pagePath === '/' || segments.every((segment) => SEGMENT.test(segment))) &&
    new RegExp(SHELL_RULES.fallback!.pattern).test(pagePath);
  if (!wellFormed) {
    throw new Error(
      `${bundle} lists a page at ${JSON.stringify(pagePath)}, which is not a route path`,
    );
  }
}
