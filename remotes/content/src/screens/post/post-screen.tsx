/**
 * A post (/blog/{slug*}, /ke/blog/{slug*}): its header, cover, body (HTML rendered and sanitised
 * at build time), tags, share links, related posts and the way back to the blog. A path with no
 * post, or a post of the other country, is the site's 404.
 */
import { useQuery } from '@tanstack/react-query';
import { useLocation } from 'react-router-dom';
import { countryOfPath } from '@jara/contracts/kenya-path';
import type { PostPayload } from '@jara/contracts/content';
import { usePageMeta } from '@jara/parcel/page-meta';
import type { ScreenProps } from '@jara/parcel/remote-routes';
import { postQuery } from '@jara/query/content-queries';
import { LoadError } from '@jara/ui/load-error';
import { PageNotFound } from '../../widgets/page-not-found';
import { usePageReady } from '@jara/parcel/use-page-ready';
import frame from '../../widgets/screen-frame.module.css';
import { PostArticle } from './post-article';
import { PostSkeleton } from './post-skeleton';

export function PostScreen({ title }: ScreenProps) {
  const { pathname } = useLocation();
  const page = useQuery(postQuery(pathname));
  usePageReady(pathname, page.isSuccess || page.isError);

  if (page.isPending) return <PostSkeleton />;
  if (page.isError) {
    return (
      <div className={frame.screen}>
        <h1 className={frame.title}>{title}</h1>
        <LoadError message="We could not load this post." onRetry={() => page.refetch()} />
      </div>
    );
  }
  if (!page.data || page.data.post.country !== countryOfPath(pathname)) {
    return <PageNotFound path={pathname} />;
  }
  return <LoadedPost payload={page.data} />;
}

function LoadedPost({ payload }: { payload: PostPayload }) {
  usePageMeta({ title: payload.post.title, description: payload.post.description });
  return <PostArticle payload={payload} />;
}
