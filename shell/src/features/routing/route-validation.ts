/**
 * Route parameters are checked before anything renders. A URL whose parameters fail is a route
 * validation failure, answered (spec section 8) with a fatal 404 "Page Not Found: {path}".
 */
import type { LoaderFunctionArgs } from 'react-router-dom';
import { invalidParams } from './route-paths';

export class RouteValidationError extends Error {
  readonly fatal = true;
  readonly statusCode = 404;

  constructor(readonly path: string) {
    super(`Page Not Found: ${path}`);
    this.name = 'RouteValidationError';
  }
}

export function validateRouteParams({ params, request }: LoaderFunctionArgs): null {
  const path = new URL(request.url).pathname;
  if (invalidParams({ ...params }).length > 0) throw new RouteValidationError(path);
  return null;
}
