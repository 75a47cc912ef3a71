/**
 * A plans page's markup as its screen first shows it to a visitor: the screen from the remote's
 * own registry, its lazy chunks awaited (`prerenderToNodeStream` waits for every Suspense
 * boundary), the router at the page's path, the shell's props for the path's country and an
 * empty query cache. The publish runs with no API: the catalogue is not in the cache, so prices
 * render as their skeletons and fill in once the live app has swapped in.
 */
import { prerenderToNodeStream } from 'react-dom/static';
import { MemoryRouter } from 'react-router-dom';
import { ParcelPropsProvider, prerenderParcelProps } from '@jara/parcel/parcel';
import { createQueryClient } from '@jara/query/query-client';
import { QueryProvider } from '@jara/query/query-provider';
import { PLANS_SCREENS } from '../app/screens';
import type { PlansRoute } from './plans-pages';

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

export async function renderPlansPage({ path, screen, entry }: PlansRoute): Promise<string> {
  const Screen = PLANS_SCREENS[screen];
  const props = prerenderParcelProps(path);
  const { prelude } = await prerenderToNodeStream(
    <ParcelPropsProvider value={props}>
      <QueryProvider client={createQueryClient()}>
        <MemoryRouter initialEntries={[path]}>
          <Screen title={entry.title} params={{}} />
        </MemoryRouter>
      </QueryProvider>
    </ParcelPropsProvider>,
  );
  return readAll(prelude);
}
