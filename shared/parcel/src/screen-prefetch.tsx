/**
 * A screen's first data, asked for as its route matches. Without it a screen's queries start
 * once its chunk has loaded and drawn: on a phone, React's first render of the marketplace
 * (hundreds of milliseconds at 4x CPU) sits between the chunk and the first API call. A prefetch
 * runs beside the chunk's download instead; the screen then finds its queries under way, or
 * answered, in the page's one cache. A prefetch that fails leaves the query to report it, with
 * its retry, when the screen mounts.
 */
import { useEffect } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useLocation, useParams } from 'react-router-dom';
import type { CountryCode } from '@jara/contracts/constants';
import { useParcelProps } from './parcel';

export interface ScreenPrefetchContext {
  params: Readonly<Record<string, string | undefined>>;
  /** The address's query string (the checkout's `?cart=`). */
  search: URLSearchParams;
  country: CountryCode;
  queryClient: QueryClient;
}

/** Starts a screen's first queries; it must read them with the same keys as the screen does. */
export type ScreenPrefetch = (context: ScreenPrefetchContext) => void;

export function PrefetchScreenData({ prefetch }: { prefetch: ScreenPrefetch }) {
  const params = useParams();
  const { search } = useLocation();
  const { country } = useParcelProps();
  const queryClient = useQueryClient();
  // Params are a fresh object each render; their text says when the route's data changed.
  const paramsText = JSON.stringify(params);
  useEffect(() => {
    try {
      prefetch({
        params: JSON.parse(paramsText) as ScreenPrefetchContext['params'],
        search: new URLSearchParams(search),
        country,
        queryClient,
      });
    } catch (error) {
      // Only a head start: the screen still loads, and its own queries report what fails.
      console.error('[prefetch] a screen prefetch threw', error);
    }
  }, [prefetch, paramsText, search, country, queryClient]);
  return null;
}
