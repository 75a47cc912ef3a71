/**
 * What matches the searched text: a few stores and dishes (`search/all`), each section with a
 * "see all" that pages through every match. While a new text loads, the last results stay,
 * dimmed, so nothing flashes between keys.
 */
import { useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useParcelProps } from '@jara/parcel/parcel';
import { searchAllQuery } from '@jara/query/search-queries';
import { Button } from '@jara/ui/button';
import { LoadError } from '@jara/ui/load-error';
import { DishListSkeleton } from '../../widgets/dish-list-skeleton';
import { DishesByStore } from '../../widgets/dishes-by-store';
import { PagedDishes } from '../../widgets/paged-dishes';
import { ListOrderToolbar } from '../../widgets/list-order-toolbar';
import { VendorCard } from '../../widgets/vendor-card';
import { AllStores } from './all-stores';
import { ResultSection } from './result-section';
import { TagSuggestions } from './tag-suggestions';
import { useSearchOrder } from './use-search-order';
import layout from '../../widgets/listing-page.module.css';
import frame from '../../widgets/screen-frame.module.css';
import styles from './search-screen.module.css';

type Section = 'stores' | 'dishes';

export function SearchResults({ text }: { text: string }) {
  const { country } = useParcelProps();
  const { params, hasPoint, order, change } = useSearchOrder();
  const results = useQuery({
    ...searchAllQuery(country, text, order),
    placeholderData: keepPreviousData,
  });
  const [expanded, setExpanded] = useState<{ text: string; section: Section } | null>(null);
  const seeingAll = expanded?.text === text ? expanded.section : null;

  if (results.isPending) return <DishListSkeleton label="Searching" />;
  if (results.isError) {
    return <LoadError message="We could not search right now." onRetry={() => results.refetch()} />;
  }
  const { vendors, products } = results.data;
  if (vendors.length === 0 && products.length === 0) {
    return (
      <>
        {params.openNow ? (
          <ListOrderToolbar params={params} hasPoint={hasPoint} onChange={change} />
        ) : null}
        <p className={`${frame.note} ${styles.summary}`} role="status">
          Nothing matches “{text}”{params.openNow ? ' open now' : ''}. Try other words, or one of
          these tags.
        </p>
        <TagSuggestions heading="Browse by tag" />
      </>
    );
  }
  const seeAll = (section: Section) => (
    <Button size="sm" variant="ghost" onClick={() => setExpanded({ text, section })}>
      See all {section}
    </Button>
  );
  return (
    <div className={styles.results} aria-busy={results.isPlaceholderData}>
      <p className={`${frame.note} ${styles.summary}`} role="status">
        {vendors.length} {vendors.length === 1 ? 'store' : 'stores'} and {products.length}{' '}
        {products.length === 1 ? 'dish' : 'dishes'} for “{results.isPlaceholderData ? '…' : text}”
      </p>
      {seeingAll !== 'dishes' ? (
        <ListOrderToolbar params={params} hasPoint={hasPoint} onChange={change} />
      ) : null}
      {seeingAll !== 'dishes' && vendors.length > 0 ? (
        <ResultSection heading="Stores" action={seeingAll ? null : seeAll('stores')}>
          {seeingAll === 'stores' ? (
            <AllStores text={text} order={order} />
          ) : (
            <ul className={layout.grid}>
              {vendors.map((vendor) => (
                <li key={vendor.uuid}>
                  <VendorCard vendor={vendor} />
                </li>
              ))}
            </ul>
          )}
        </ResultSection>
      ) : null}
      {seeingAll !== 'stores' && products.length > 0 ? (
        <ResultSection heading="Dishes" action={seeingAll ? null : seeAll('dishes')}>
          {seeingAll === 'dishes' ? (
            <PagedDishes words={text} empty={<p>No dishes match “{text}”.</p>} />
          ) : (
            <DishesByStore products={products} />
          )}
        </ResultSection>
      ) : null}
      {seeingAll ? (
        <Button variant="secondary" onClick={() => setExpanded(null)}>
          Back to all results
        </Button>
      ) : null}
    </div>
  );
}
