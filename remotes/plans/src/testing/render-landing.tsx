/**
 * Renders a landing as its parcel would: at a URL, inside a fresh QueryClient without retries,
 * with the shell's props for the path's country (their `navigate` is a mock to assert on).
 */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { countryOfPath } from '@jara/contracts/kenya-path';
import type { NavigateOptions } from '@jara/contracts/remote-contract';
import type { RuntimeConfig } from '@jara/contracts/runtime-config';
import { ParcelPropsProvider } from '@jara/parcel/parcel';
import { createQueryClient } from '@jara/query/query-client';
import { QueryProvider } from '@jara/query/query-provider';

export function renderLanding(ui: ReactElement, path: string) {
  const client = createQueryClient({ queries: { retry: false } });
  const props = {
    navigate: jest.fn<void, [string, NavigateOptions?]>(),
    requestLogin: jest.fn(() => Promise.resolve(false)),
    country: countryOfPath(path),
    config: {} as RuntimeConfig,
    onError: jest.fn<void, [Error]>(),
  };
  const view = render(
    <ParcelPropsProvider value={props}>
      <QueryProvider client={client}>
        <MemoryRouter initialEntries={[path]}>{ui}</MemoryRouter>
      </QueryProvider>
    </ParcelPropsProvider>,
  );
  return { client, props, ...view };
}
