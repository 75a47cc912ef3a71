/**
 * Renders a plans screen or widget as its parcel would: at a URL, inside a fresh QueryClient
 * without retries, with the shell's props (jest mocks) for the path's country. A query that keeps
 * its own retry (the price asks once more) retries at once: TanStack's 1 s back-off proves
 * nothing here and would be waited out for real by every failed price.
 */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { LoginVariant } from '@jara/contracts/bus-events';
import { countryOfPath } from '@jara/contracts/kenya-path';
import type { NavigateOptions } from '@jara/contracts/remote-contract';
import type { RuntimeConfig } from '@jara/contracts/runtime-config';
import { ParcelPropsProvider } from '@jara/parcel/parcel';
import { createQueryClient } from '@jara/query/query-client';
import { QueryProvider } from '@jara/query/query-provider';

export function makePlanParcelProps(url: string) {
  return {
    navigate: jest.fn<void, [string, NavigateOptions?]>(),
    requestLogin: jest.fn<Promise<boolean>, [LoginVariant?, string?]>(() => Promise.resolve(false)),
    country: countryOfPath(url.split('?')[0]!),
    config: {} as RuntimeConfig,
    onError: jest.fn<void, [Error]>(),
  };
}

export function renderPlanScreen(ui: ReactElement, { url }: { url: string }) {
  const client = createQueryClient({ queries: { retry: false, retryDelay: 0 } });
  const props = makePlanParcelProps(url);
  const tree = (element: ReactElement) => (
    <ParcelPropsProvider value={props}>
      <QueryProvider client={client}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="*" element={element} />
          </Routes>
        </MemoryRouter>
      </QueryProvider>
    </ParcelPropsProvider>
  );
  const view = render(tree(ui));
  return {
    client,
    props,
    ...view,
    rerenderWith: (next: ReactElement) => view.rerender(tree(next)),
  };
}
