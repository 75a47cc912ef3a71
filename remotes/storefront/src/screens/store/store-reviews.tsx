/** What customers said about the store, newest first, a page at a time. */
import { useInfiniteQuery } from '@tanstack/react-query';
import { vendorFeedbackQuery } from '@jara/query/store-queries';
import { Button } from '@jara/ui/button';
import { LoadError } from '@jara/ui/load-error';
import { Skeleton, SkeletonGroup } from '@jara/ui/skeleton';
import { ReviewItem } from './review-item';
import styles from './store-reviews.module.css';

function ReviewsBody({ vendorId }: { vendorId: string }) {
  const reviews = useInfiniteQuery(vendorFeedbackQuery(vendorId));

  if (reviews.isPending) {
    return (
      <SkeletonGroup label="Loading reviews" className={styles.list}>
        <Skeleton height="4.5rem" shape="block" />
        <Skeleton height="4.5rem" shape="block" />
      </SkeletonGroup>
    );
  }
  if (reviews.isError && !reviews.isFetchNextPageError) {
    return <LoadError message="We could not load the reviews." onRetry={() => reviews.refetch()} />;
  }
  const items = reviews.data?.pages.flatMap((page) => page.items) ?? [];
  if (items.length === 0) return <p className={styles.empty}>No reviews yet</p>;

  return (
    <>
      <ul className={styles.list}>
        {items.map((review) => (
          <li key={review.id}>
            <ReviewItem review={review} />
          </li>
        ))}
      </ul>
      {reviews.isFetchNextPageError ? (
        <LoadError
          message="We could not load more reviews."
          onRetry={() => void reviews.fetchNextPage()}
        />
      ) : reviews.hasNextPage ? (
        <Button
          variant="secondary"
          className={styles.more}
          loading={reviews.isFetchingNextPage}
          onClick={() => void reviews.fetchNextPage()}
        >
          More reviews
        </Button>
      ) : null}
    </>
  );
}

export function StoreReviews({ vendorId }: { vendorId: string }) {
  return (
    <section aria-labelledby="store-reviews-title" className={styles.reviews}>
      <h2 id="store-reviews-title" className={styles.title}>
        Reviews
      </h2>
      <ReviewsBody vendorId={vendorId} />
    </section>
  );
}
