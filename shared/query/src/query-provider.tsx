/**
 * Gives a React tree the page's one QueryClient. The shell wraps its root in it and `createParcel`
 * wraps every remote's root, so every bundle reads and invalidates the same cache.
 */
import type { ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { getQueryClient } from './query-client';

export interface QueryProviderProps {
  children: ReactNode;
  /** A test's own client; the page always uses the shared one. */
  client?: QueryClient;
}

export function QueryProvider({ children, client = getQueryClient() }: QueryProviderProps) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
