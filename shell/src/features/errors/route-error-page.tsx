/**
 * What the router shows when a route fails: a route validation failure is a fatal 404 naming the
 * path; any other application error shows the error page, except to crawlers, which get the page
 * without it and the error only in the log. A page chunk that failed never reloads from here:
 * the page's own recovery (updates/page-chunk-recovery.tsx) already chose whether to reload,
 * and sends only what it could not recover.
 */
import { useEffect } from 'react';
import { useLocation, useRouteError } from 'react-router-dom';
import { bus } from '@jara/bus';
import { RouteValidationError } from '../routing/route-validation';
import { ErrorPage } from './error-page';
import { isBotUserAgent } from './is-bot';

export function RouteErrorPage() {
  const error = useRouteError();
  const { pathname } = useLocation();
  const bot = isBotUserAgent(navigator.userAgent);

  useEffect(() => {
    console.error(`[app] error on ${pathname}`, error);
    // The error is this path's final content: a prerendered page gives way to it.
    bus.emit('page:ready', { path: pathname });
  }, [error, pathname]);

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
