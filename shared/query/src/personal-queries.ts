/**
 * What belongs to the signed-in customer is marked where its query is defined (`meta:
 * PERSONAL`): their account, orders, wallet, rewards, vouchers, favourites, checkout, payments and
 * plans, and anything asked about their address or the place they chose. Ending the session
 * removes every marked query, whichever bundle defined it, so the next customer on this page
 * never sees the last one's. `personal-queries.test.ts` fails when a key holds the customer's
 * address, place, token or an id of theirs without the mark.
 */
import type { QueryClient, QueryMeta } from '@tanstack/react-query';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { personal?: true };
  }
}

export const PERSONAL = { personal: true } as const satisfies QueryMeta;

/** A key that holds a point the customer chose is theirs; without one it is everyone's. */
export function personalIfPlaced(point: { latitude?: number; longitude?: number }) {
  return point.latitude === undefined && point.longitude === undefined ? undefined : PERSONAL;
}

export function forgetPersonalQueries(client: QueryClient): void {
  client.removeQueries({ predicate: (query) => query.meta?.personal === true });
}
