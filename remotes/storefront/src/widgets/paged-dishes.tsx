/**
 * Dishes across the country's stores matching some words (all of them for no words), a page at
 * a time, grouped by store, each addable to its store's cart. With the customer's place, the API
 * lists the dishes of the stores that deliver there first.
 */
import type { ReactNode } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useParcelProps } from '@jara/parcel/parcel';
import { searchProductPagesQuery } from '@jara/query/search-queries';
import { Button } from '@jara/ui/button';
import { LoadError } from '@jara/ui/load-error';
import { DishListSkeleton } from './dish-list-skeleton';
import { DishesByStore } from './dishes-by-store';
import frame from './screen-frame.module.css';
import { useCustomerPoint } from './use-customer-point';

export interface PagedDishesProps {
  words: string;
  /** What to show when nothing matches. */
  empty: ReactNode;
}

export function PagedDishes({ words, empty }: PagedDishesProps) {
  const { country } = useParcelProps();
  const query = useInfiniteQuery(searchProductPagesQuery(country, words, useCustomerPoint()));

  if (query.isPending) return <DishListSkeleton label="Loading dishes" />;
  if (!query.data) {
    return <LoadError message="We could not load the dishes." onRetry={() => query.refetch()} />;
  }
  const dishes = query.data.pages.flatMap((page) => page.items);
  if (dishes.length === 0) return <div className={frame.message}>{empty}</div>;
  return (
    <>
      <DishesByStore products={dishes} />
      {query.isFetchNextPageError ? (
        <p role="alert" className={frame.message}>
          We could not load more dishes.
        </p>
      ) : null}
      {query.hasNextPage ? (
        <Button
          variant="secondary"
          loading={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
        >
          {query.isFetchNextPageError ? 'Try again' : 'Show more dishes'}
        </Button>
      ) : null}
    </>
  );
}
