/**
 * Renders a site page at a URL inside a router and a fresh query cache without retries, as the
 * shell's layouts would, with a stand-in thank-you page for lead forms to land on.
 */
import { render } from '@testing-library/react';
import type { ComponentType } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { pathTo } from '@jara/contracts/site-paths';
import { createQueryClient } from '@jara/query/query-client';
import { QueryProvider } from '@jara/query/query-provider';

export function renderPage(Page: ComponentType, path = '/') {
  return render(
    <QueryProvider client={createQueryClient({ queries: { retry: false } })}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={<Page />} />
          {path.startsWith(pathTo('sign-up-successful')) ? null : (
            <Route path={pathTo('sign-up-successful')} element={<p>Thank-you page</p>} />
          )}
        </Routes>
      </MemoryRouter>
    </QueryProvider>,
  );
}
