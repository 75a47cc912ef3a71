/**
 * Unknown paths: a non-fatal 404 (spec: "Page Not Found" with the path), or, where a remote's
 * screen found nothing at a path that exists, that screen's own words and next step.
 */
import { useLocation } from 'react-router-dom';
import type { NotFoundDetail } from '@jara/contracts/bus-events';
import { ErrorPage } from './error-page';

export function NotFoundPage({ detail }: { detail?: NotFoundDetail | undefined }) {
  const { pathname } = useLocation();
  return detail ? (
    <ErrorPage
      statusCode={404}
      title={detail.title}
      message={detail.message}
      link={detail.link}
      messageKind="prose"
    />
  ) : (
    <ErrorPage statusCode={404} title="Page Not Found" message={`Page not found: ${pathname}`} />
  );
}
