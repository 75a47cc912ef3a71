/**
 * Renders a screen as its parcel would, inside a QueryClient, but a fresh one per test and
 * without retries, so one test's cache never answers another's and a failure shows at once.
 */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createQueryClient } from '@jara/query/query-client';
import { QueryProvider } from '@jara/query/query-provider';

export function renderWithQuery(ui: ReactElement) {
  const client = createQueryClient({ queries: { retry: false } });
  return { client, ...render(<QueryProvider client={client}>{ui}</QueryProvider>) };
}
