/**
 * The first render is a transition, so React builds the page in slices and the main thread
 * stays free for the customer between them.
 */
import { startTransition, type ComponentType } from 'react';
import { RouterProvider } from 'react-router-dom';
import { QueryProvider } from '@jara/query/query-provider';
import { appContainer } from './app-container';
import type { AppRouter } from './create-app-router';

export function renderApp(router: AppRouter, DeferredHosts: ComponentType) {
  const root = appContainer();
  startTransition(() =>
    root.render(
      <QueryProvider>
        <RouterProvider router={router} />
        <DeferredHosts />
      </QueryProvider>,
    ),
  );
}
