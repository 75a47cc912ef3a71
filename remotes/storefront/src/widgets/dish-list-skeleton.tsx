/** The shape of a list of dishes while it loads. */
import { Skeleton, SkeletonGroup } from '@jara/ui/skeleton';
import styles from './dishes-by-store.module.css';

const PLACEHOLDER_DISHES = 4;

export function DishListSkeleton({ label }: { label: string }) {
  return (
    <SkeletonGroup label={label} className={styles.group}>
      <Skeleton width="12rem" height="1.4rem" />
      <div className={styles.dishes}>
        {Array.from({ length: PLACEHOLDER_DISHES }, (_, index) => (
          <Skeleton key={index} height="114px" shape="block" />
        ))}
      </div>
    </SkeletonGroup>
  );
}
