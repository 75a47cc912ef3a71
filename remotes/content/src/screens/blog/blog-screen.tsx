/**
 * The blog index (/blog, /ke/blog): the featured post large, then the country's other posts
 * newest first, filtered by category and paged through the URL (`?category=`, `?page=`), and the
 * quizzes. Its data is the page's `_payload.json`, already in the cache on a prerendered page.
 */
import { useQuery } from '@tanstack/react-query';
import { useLocation, useSearchParams } from 'react-router-dom';
import type { BlogIndexPayload } from '@jara/contracts/content';
import type { ScreenProps } from '@jara/parcel/remote-routes';
import { blogIndexQuery } from '@jara/query/content-queries';
import { LoadError } from '@jara/ui/load-error';
import { categoryName } from '../../widgets/category-name';
import { PageNotFound } from '../../widgets/page-not-found';
import { PostCard } from '../../widgets/post-card';
import { usePageReady } from '@jara/parcel/use-page-ready';
import frame from '../../widgets/screen-frame.module.css';
import { BlogPager } from './blog-pager';
import { blogListing } from './blog-listing';
import { BlogSkeleton } from './blog-skeleton';
import { CategoryChips } from './category-chips';
import { QuizStrip } from './quiz-strip';
import styles from './blog-screen.module.css';

export function BlogScreen({ title }: ScreenProps) {
  const { pathname } = useLocation();
  const index = useQuery(blogIndexQuery(pathname));
  usePageReady(pathname, index.isSuccess || index.isError);

  if (index.isPending) return <BlogSkeleton />;
  if (index.isError) {
    return (
      <div className={frame.screen}>
        <h1 className={frame.title}>{title}</h1>
        <LoadError message="We could not load the blog." onRetry={() => index.refetch()} />
      </div>
    );
  }
  if (!index.data) return <PageNotFound path={pathname} />;
  return <BlogIndex title={title} pathname={pathname} index={index.data} />;
}

function BlogIndex({
  title,
  pathname,
  index,
}: {
  title: string;
  pathname: string;
  index: BlogIndexPayload;
}) {
  const [search] = useSearchParams();
  const listing = blogListing(index.posts, search);
  return (
    <div className={frame.screen}>
      <h1 className={frame.title}>{title}</h1>
      {index.posts.length === 0 ? (
        <div className={frame.message}>
          <p>No posts yet. Our editors are writing the first ones: come back soon.</p>
        </div>
      ) : (
        <>
          <CategoryChips pathname={pathname} listing={listing} />
          {listing.featured ? (
            <PostCard post={listing.featured} variant="featured" eager headingLevel={2} />
          ) : null}
          <section aria-labelledby="blog-posts-heading" className={styles.posts}>
            <h2 id="blog-posts-heading" className={styles.heading}>
              {listing.category ? categoryName(listing.category) : 'Latest posts'}
            </h2>
            <ul className={styles.grid}>
              {listing.posts.map((post) => (
                <li key={post.slug}>
                  <PostCard post={post} eager={!listing.featured && post === listing.posts[0]} />
                </li>
              ))}
            </ul>
          </section>
          <BlogPager pathname={pathname} listing={listing} />
        </>
      )}
      <QuizStrip quizzes={index.quizzes} country={index.country} />
    </div>
  );
}
