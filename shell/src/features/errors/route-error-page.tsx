/**
 * What the router shows when a route fails: a route validation failure is a fatal 404 naming the
 * path; a chunk that vanished after a release reloads the page (guarded); any other application
 * error shows the error page, except to crawlers, which get the page without it and the error
 * only in the log.
 */
import { useEffect } from 'react';
import { useLocation, useRouteError } from 'react-router-dom';
import { bus } from '@jara/bus';
import { RouteValidationError } from '../routing/route-validation';
import {
  browserGuardEnvironment,
  isChunkLoadError,
  reloadForChunkError,
} from '../updates/chunk-reload-guard';
import { ErrorPage } from './error-page';
import { isBotUserAgent } from './is-bot';

/**
 * Decided once per failure, even if the router renders this page more than once for it: the
 * reload either started (keep the screen blank while the page goes) or the guard refused it.
 */
const chunkReloadDecisions = new WeakMap<Error, boolean>();

function decideChunkReload(error: Error, pathname: string): boolean {
  if (!chunkReloadDecisions.has(error)) {
    chunkReloadDecisions.set(error, reloadForChunkError(pathname, browserGuardEnvironment()));
  }
  return chunkReloadDecisions.get(error)!;
}

export function RouteErrorPage() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const bot = isBotUserAgent(navigator.userAgent);
  const reloading = isChunkLoadError(error) && decideChunkReload(error as Error, pathname);

  useEffect(() => {
    console.error(`[app] error on ${pathname}`, error);
    // The error is this path's final content: a prerendered page gives way to it.
    bus.emit('page:ready', { path: pathname });
  }, [error, pathname]);

  if (reloading) return null;
  if (error instanceof RouteValidationError) {
    return <ErrorPage statusCode={404} title="Page Not Found" message={error.message} />;
  }
  if (bot) return <main data-testid="bot-error-silenced" />;
  return (
    <ErrorPage
      statusCode={500}
      title="Application error"
      message="This page hit an error. Going back home usually fixes it."
    />
  );
}
