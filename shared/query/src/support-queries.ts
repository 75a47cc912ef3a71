/**
 * Query keys, fetchers and the one write of the contact page: the country's support channels,
 * and sending a message. The API module is imported when a call runs (see marketplace-queries.ts).
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { SupportMessageBody } from '@jara/contracts/api-calls';
import type { CountryCode } from '@jara/contracts/constants';

export const supportKeys = {
  all: ['support'] as const,
  channels: (country: CountryCode) => [...supportKeys.all, country, 'channels'] as const,
};

const supportApi = () => import('@jara/api/support');

export function supportChannelsQuery(country: CountryCode) {
  return queryOptions({
    queryKey: supportKeys.channels(country),
    queryFn: async ({ signal }) => (await supportApi()).getSupportChannels({ signal }),
    staleTime: 60 * 60_000,
  });
}

export function supportMessageMutation() {
  return mutationOptions({
    mutationFn: async (body: SupportMessageBody) => (await supportApi()).sendSupportMessage(body),
  });
}
