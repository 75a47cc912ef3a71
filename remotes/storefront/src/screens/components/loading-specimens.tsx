/** What the site shows while something loads: skeletons, the spinner and a screen's placeholder. */
import { ScreenLoading } from '@jara/ui/screen-loading';
import { Skeleton, SkeletonGroup } from '@jara/ui/skeleton';
import { Spinner } from '@jara/ui/spinner';
import { Specimen } from './catalogue-section';
import styles from './catalogue.module.css';

export function SkeletonSpecimens() {
  return (
    <>
      <Specimen state='shape="text"'>
        <Skeleton width="12rem" height="1rem" />
      </Specimen>
      <Specimen state='shape="block"'>
        <Skeleton height="4rem" shape="block" />
      </Specimen>
      <Specimen state='shape="round"'>
        <Skeleton width="3rem" height="3rem" shape="round" />
      </Specimen>
      <Specimen state="SkeletonGroup: a store card loading">
        <SkeletonGroup label="Loading a store">
          <Skeleton height="5rem" shape="block" />
          <Skeleton width="70%" height="1rem" />
          <Skeleton width="40%" height="0.9rem" />
        </SkeletonGroup>
      </Specimen>
    </>
  );
}

export function SpinnerSpecimens() {
  return (
    <>
      <Specimen state='size="sm" | "md" | "lg"'>
        <Spinner size="sm" label="Loading small" />
        <Spinner size="md" label="Loading medium" />
        <Spinner size="lg" label="Loading large" />
      </Specimen>
      <Specimen state="decorative: silent, inside something that already says so">
        <Spinner decorative />
      </Specimen>
    </>
  );
}

export function ScreenLoadingSpecimens() {
  return (
    <Specimen wide state="while a screen's chunk downloads">
      <div className={styles.framed}>
        <ScreenLoading />
      </div>
    </Specimen>
  );
}
