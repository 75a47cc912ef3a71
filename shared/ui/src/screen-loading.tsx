/**
 * What stands in a screen's place until it draws its own skeletons: the shell's page parcel
 * while the remote loads, and the remote while the screen's chunk downloads. It is a screen's
 * shape (a title, a line under it, a row of chips, then content) and at least a screen tall,
 * so what sits below the page stays out of view and nothing there moves when the screen lands.
 */
import { Skeleton, SkeletonGroup } from './skeleton';
import styles from './screen-loading.module.css';

export function ScreenLoading() {
  return (
    <SkeletonGroup label="Loading the page" className={styles.screen}>
      <Skeleton width="min(20rem, 80%)" height="2.25rem" />
      <Skeleton width="min(32rem, 100%)" height="1rem" />
      <div className={styles.chips}>
        <Skeleton width="5.5rem" height="2.25rem" shape="pill" />
        <Skeleton width="7rem" height="2.25rem" shape="pill" />
        <Skeleton width="6rem" height="2.25rem" shape="pill" />
      </div>
      <div className={styles.cards}>
        <Skeleton height="100%" shape="block" />
        <Skeleton height="100%" shape="block" />
        <Skeleton height="100%" shape="block" />
      </div>
    </SkeletonGroup>
  );
}
