/**
 * What the router shows when a route fails: a route validation failure is a fatal 404 naming the
 * path; a chunk that vanished after a release reloads the page (guarded); any other application
 * error shows the error page, except to crawlers, which get the page without it and the error
 * only in the log.
 */
import { useEffect, useState } from 'react';
import { useLocation, useRouteError } from 'react-router-dom';
import { RouteValidationError } from '../routing/route-validation';
import {
  browserGuardEnvironment,
  isChunkLoadError,
  reloadForChunkError,
} from '../updates/chunk-reload-guard';
import { ErrorPage } from './error-page';
import { isBotUserAgent } from './is-bot';

export function RouteErrorPage() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const bot = isBotUserAgent(navigator.userAgent);
  // Decided once per failure: the reload either starts now or was refused by the guard.
  const [reloading] = useState(
    () => isChunkLoadError(error) && reloadForChunkError(pathname, browserGuardEnvironment()),
  );

  useEffect(() => {
    console.error(`[app] error on ${pathname}`, error);
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
