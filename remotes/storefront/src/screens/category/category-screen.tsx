/**
 * A category (/marketplace/category/{name}, /stores/meals/{keywords}): a business type's slug
 * shows its stores and tags; any other words show the dishes matching them.
 */
import { useQuery } from '@tanstack/react-query';
import type { ScreenProps } from '@jara/parcel/remote-routes';
import { tagsByBusinessTypeQuery } from '@jara/query/search-queries';
import { LoadError } from '@jara/ui/load-error';
import { Skeleton, SkeletonGroup } from '@jara/ui/skeleton';
import frame from '../../widgets/screen-frame.module.css';
import { BusinessTypeCategory } from './business-type-category';
import { KeywordMeals } from './keyword-meals';

export function CategoryScreen({ params }: ScreenProps) {
  // Each path names its parameter differently; both are the same last segment.
  const segment = params.name ?? params.keywords ?? '';
  const groups = useQuery(tagsByBusinessTypeQuery());

  if (groups.isPending) {
    return (
      <SkeletonGroup label="Loading the category" className={frame.screen}>
        <Skeleton width="min(16rem, 100%)" height="2.2rem" />
        <Skeleton height="36px" shape="block" />
        <Skeleton height="240px" shape="block" />
      </SkeletonGroup>
    );
  }
  if (groups.isError) {
    return (
      <div className={frame.screen}>
        <LoadError message="We could not load this category." onRetry={() => groups.refetch()} />
      </div>
    );
  }
  const group = groups.data.find(({ businessType }) => businessType.slug === segment);
  return group ? <BusinessTypeCategory group={group} /> : <KeywordMeals segment={segment} />;
}
