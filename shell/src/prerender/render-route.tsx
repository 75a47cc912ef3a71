/**
 * Renders the app's own route tree at one path to HTML, on the server: the same root, layouts
 * and pages as the browser (lazy pages resolved first by the static handler), a visitor (the
 * stores' initial state) with the path's country, and a fresh query cache.
 * Remote parcels render their reserved empty slots; with `outlet`, a remote's page slot holds
 * the outlet marker instead.
 */
import { prerenderToNodeStream } from 'react-dom/static';
import { StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router-dom';
import { QueryProvider } from '@jara/query/query-provider';
import { createQueryClient } from '@jara/query/query-client';
import { AppRoot } from '../app/app-root';
import { PrerenderOutletProvider } from '../features/parcels/prerender-outlet';
import { createAppRoutes } from '../features/routing/app-routes';
import { inertRuntimeConfig } from './inert-runtime-config';
import { withPathCountry } from './path-country-store';

async function readAll(stream: NodeJS.ReadableStream): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks).toString('utf8');
}

export function renderRoute(
  path: string,
  origin: string,
  options: { outlet: boolean },
): Promise<string> {
  return withPathCountry(path, () => render(path, origin, options));
}

async function render(path: string, origin: string, { outlet }: { outlet: boolean }) {
  const handler = createStaticHandler(
    createAppRoutes(<AppRoot config={inertRuntimeConfig(origin)} />),
  );
  const context = await handler.query(new Request(new URL(path, origin)));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
  if (context.errors) throw new Error(`${path} failed: ${JSON.stringify(context.errors)}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { prelude } = await prerenderToNodeStream(
    <QueryProvider client={createQueryClient()}>
      <PrerenderOutletProvider value={outlet}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </PrerenderOutletProvider>
    </QueryProvider>,
  );
  return readAll(prelude);
}
