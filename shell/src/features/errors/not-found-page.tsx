/** Unknown paths: a non-fatal 404 (spec: "Page Not Found" with the path). */
import { useLocation } from 'react-router-dom';
import { ErrorPage } from './error-page';

export function NotFoundPage() {
  const { pathname } = useLocation();
  return (
    <ErrorPage statusCode={404} title="Page Not Found" message={`Page not found: ${pathname}`} />
  );
}
