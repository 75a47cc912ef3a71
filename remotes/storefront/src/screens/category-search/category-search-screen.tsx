/**
 * Category search (/marketplace/category/search): a filter over the business types and their
 * tags by name, each a link to its page.
 */
import { useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { ScreenProps } from '@jara/parcel/remote-routes';
import { tagsByBusinessTypeQuery } from '@jara/query/search-queries';
import { LoadError } from '@jara/ui/load-error';
import { Skeleton, SkeletonGroup } from '@jara/ui/skeleton';
import layout from '../../widgets/listing-page.module.css';
import frame from '../../widgets/screen-frame.module.css';
import field from '../../widgets/search-field.module.css';
import { CategoryMatches } from './category-matches';

export function CategorySearchScreen({ title }: ScreenProps) {
  const inputId = useId();
  const [filter, setFilter] = useState('');
  const groups = useQuery(tagsByBusinessTypeQuery());

  const body = () => {
    if (groups.isPending) {
      return (
        <SkeletonGroup label="Loading categories" className={layout.section}>
          <Skeleton width="10rem" height="1.4rem" />
          <Skeleton height="120px" shape="block" />
        </SkeletonGroup>
      );
    }
    if (groups.isError) {
      return (
        <LoadError message="We could not load the categories." onRetry={() => groups.refetch()} />
      );
    }
    return <CategoryMatches groups={groups.data} filter={filter} />;
  };

  return (
    <div className={frame.screen}>
      <h1 className={frame.title}>{title}</h1>
      <div className={field.box}>
        <label htmlFor={inputId} className={field.label}>
          Find a category or tag
        </label>
        <input
          id={inputId}
          type="search"
          className={field.input}
          value={filter}
          maxLength={60}
          autoComplete="off"
          placeholder="Bakery, soups, smoothies…"
          onChange={(event) => setFilter(event.target.value)}
        />
      </div>
      {body()}
    </div>
  );
}
