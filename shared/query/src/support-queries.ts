/**
 * Query keys and fetchers of the contact page: the country's support channels. The API module is
 * imported when a fetch runs (see marketplace-queries.ts).
 */
import { queryOptions } from '@tanstack/react-query';
import type { CountryCode } from '@jara/contracts/constants';

export const supportKeys = {
  all: ['support'] as const,
  channels: (country: CountryCode) => [...supportKeys.all, country, 'channels'] as const,
};

export function supportChannelsQuery(country: CountryCode) {
  return queryOptions({
    queryKey: supportKeys.channels(country),
    queryFn: async ({ signal }) =>
      (await import('@jara/api/support')).getSupportChannels({ signal }),
    staleTime: 60 * 60_000,
  });
}
