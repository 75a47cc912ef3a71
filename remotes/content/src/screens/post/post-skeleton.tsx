/** A post's shape while its payload loads: title, byline, cover and a few lines of text. */
import { Skeleton, SkeletonGroup } from '@jara/ui/skeleton';
import styles from './post-screen.module.css';

export function PostSkeleton() {
  return (
    <SkeletonGroup label="Loading the post" className={styles.post}>
      <Skeleton width="6rem" height="1rem" />
      <Skeleton height="2.6rem" />
      <Skeleton width="14rem" height="1.2rem" />
      <Skeleton height="min(52vw, 380px)" shape="block" />
      {[1, 2, 3, 4].map((line) => (
        <Skeleton key={line} height="1.2rem" />
      ))}
    </SkeletonGroup>
  );
}
