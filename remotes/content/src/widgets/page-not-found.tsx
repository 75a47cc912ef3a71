/**
 * The answer to a blog address with no page (an unknown slug, or a post of the other country):
 * the shell is told, and shows the site's not-found page in its 404 layout with a noindex head.
 * The words below are for a shell that does not know that message yet (the remote and the shell
 * are released apart): the site's 404 wording, "Page not found: {path}", with the way back to
 * the blog, and the site's not-found head in place of the screen's own title.
 */
import { useId } from 'react';
import { NOT_FOUND_HEAD } from '@jara/contracts/page-head';
import { usePageMeta } from '@jara/parcel/page-meta';
import { usePageNotFound } from '@jara/parcel/use-page-not-found';
import { useParcelProps } from '@jara/parcel/parcel';
import { buttonClassName } from '@jara/ui/button';
import { AppLink } from '@jara/parcel/app-link';
import { blogPath } from './content-paths';
import frame from './screen-frame.module.css';

export function PageNotFound({ path }: { path: string }) {
  const { country } = useParcelProps();
  const headingId = useId();
  usePageMeta(NOT_FOUND_HEAD);
  usePageNotFound(path);
  return (
    <section className={`${frame.screen} ${frame.message}`} aria-labelledby={headingId}>
      <p className={frame.code} aria-hidden="true">
        404
      </p>
      <h1 id={headingId} className={frame.title}>
        This page does not exist
      </h1>
      <p data-testid="error-message">Page not found: {path}</p>
      <AppLink to={blogPath(country)} className={buttonClassName()}>
        Back to the blog
      </AppLink>
    </section>
  );
}
