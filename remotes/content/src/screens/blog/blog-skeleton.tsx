/** The index's shape while its payload loads: the featured card and a grid of cards. */
import { Skeleton, SkeletonGroup } from '@jara/ui/skeleton';
import frame from '../../widgets/screen-frame.module.css';
import styles from './blog-screen.module.css';

export function BlogSkeleton() {
  return (
    <SkeletonGroup label="Loading the blog" className={frame.screen}>
      <Skeleton width="8rem" height="2.4rem" />
      <Skeleton height="min(60vw, 360px)" shape="block" />
      <div className={styles.grid}>
        {[1, 2, 3].map((key) => (
          <Skeleton key={key} height="320px" shape="block" />
        ))}
      </div>
    </SkeletonGroup>
  );
}
