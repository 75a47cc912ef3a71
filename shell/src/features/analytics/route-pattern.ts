/**
 * The route a location matched, as the pattern the route table declares (a store page is its pattern with `:vendorSlug`, not the slug),
 * so figures group by screen and never carry a customer's ids, slugs or search terms.
 */
export interface MatchedRoutes {
  matches?: readonly { route: { path?: string } }[];
}

/** What is reported when no route matched yet (the router has not run). */
export const UNKNOWN_ROUTE = '(unknown)';

export function routePattern(state: MatchedRoutes): string {
  const leaf = state.matches?.findLast((match) => match.route.path !== undefined);
  return leaf?.route.path ?? UNKNOWN_ROUTE;
}
