/**
 * What every section of the rewards screen does with its read: a skeleton while it loads, its own
 * error with a retry (so one failing call leaves the other sections standing), then the content.
 */
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { LoadError } from '@jara/ui/load-error';
import { Skeleton, SkeletonGroup } from '@jara/ui/skeleton';

interface Props<T> {
  query: UseQueryResult<T>;
  /** What is loading, as a screen reader hears it ("Loading your points"). */
  loading: string;
  /** The heights of the blocks the content will fill, so nothing moves when it arrives. */
  bones: readonly string[];
  failure: string;
  /** Whether the answer has what the content reads; one that does not is a failed load. */
  readable?: (data: T) => boolean;
  children: (data: T) => ReactNode;
}

export function SectionBody<T>({
  query,
  loading,
  bones,
  failure,
  readable = () => true,
  children,
}: Props<T>) {
  if (query.isPending) {
    return (
      <SkeletonGroup label={loading}>
        {bones.map((height, index) => (
          <Skeleton key={index} height={height} shape="block" />
        ))}
      </SkeletonGroup>
    );
  }
  if (query.isError || !readable(query.data)) {
    return <LoadError message={failure} onRetry={() => void query.refetch()} />;
  }
  return <>{children(query.data)}</>;
}
