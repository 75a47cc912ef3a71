/** What shows while a screen's own chunk downloads, before the screen draws its skeletons. */
import { Skeleton, SkeletonGroup } from './skeleton';

export function ScreenLoading() {
  return (
    <SkeletonGroup label="Loading the page">
      <Skeleton width="min(20rem, 100%)" height="2.25rem" />
      <Skeleton height="12rem" shape="block" />
    </SkeletonGroup>
  );
}
