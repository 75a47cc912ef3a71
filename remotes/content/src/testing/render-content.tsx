/**
 * Renders a content screen as its parcel would: at a URL, inside a fresh QueryClient without
 * retries, with the shell's props for the path's country. `payload` seeds the page's cache entry
 * as the prerender does; without it the screen fetches `{path}/_payload.json` through `fetch`.
 */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { countryOfPath } from '@jara/contracts/kenya-path';
import type { ContentPayload } from '@jara/contracts/content';
import { ParcelPropsProvider } from '@jara/parcel/parcel';
import { createQueryClient } from '@jara/query/query-client';
import { contentKeys } from '@jara/query/content-queries';
import { QueryProvider } from '@jara/query/query-provider';
import { makeParcelProps } from '@jara/testing/parcel-props';

export interface RenderContentOptions {
  /** The URL, search included: `/blog?page=2`. */
  url: string;
  payload?: ContentPayload | null;
}

export function renderContent(ui: ReactElement, { url, payload }: RenderContentOptions) {
  const path = url.split('?')[0]!;
  const client = createQueryClient({ queries: { retry: false } });
  if (payload !== undefined) client.setQueryData(contentKeys.page(path), payload);
  const props = makeParcelProps(countryOfPath(path));
  const view = render(
    <ParcelPropsProvider value={props}>
      <QueryProvider client={client}>
        <MemoryRouter initialEntries={[url]}>
          <Routes>
            <Route path="*" element={ui} />
          </Routes>
        </MemoryRouter>
      </QueryProvider>
    </ParcelPropsProvider>,
  );
  return { client, props, ...view };
}
