/** What a search of this store's menu found, with a way back to the whole menu. */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { menuSearchQuery } from '@jara/query/store-queries';
import { Button } from '@jara/ui/button';
import { LoadError } from '@jara/ui/load-error';
import { Skeleton, SkeletonGroup } from '@jara/ui/skeleton';
import { ProductList, type ProductActions } from './product-list';
import styles from './store-menu.module.css';

export interface MenuSearchResultsProps {
  vendorId: string;
  text: string;
  actions: ProductActions;
  onClear: () => void;
}

export function MenuSearchResults({ vendorId, text, actions, onClear }: MenuSearchResultsProps) {
  const found = useQuery({ ...menuSearchQuery(vendorId, text), placeholderData: keepPreviousData });

  if (found.isPending) {
    return (
      <SkeletonGroup label="Searching the menu" className={styles.results}>
        <Skeleton height="104px" shape="block" />
        <Skeleton height="104px" shape="block" />
      </SkeletonGroup>
    );
  }
  if (found.isError) {
    return <LoadError message="We could not search this menu." onRetry={() => found.refetch()} />;
  }
  const products = found.data;
  return (
    <div className={styles.results} aria-busy={found.isPlaceholderData}>
      <p role="status" className={styles.count}>
        {products.length === 0
          ? `Nothing on this menu matches “${text.trim()}”.`
          : `${products.length} ${products.length === 1 ? 'dish matches' : 'dishes match'} “${text.trim()}”`}
      </p>
      {products.length === 0 ? (
        <Button variant="secondary" onClick={onClear} className={styles.clearAll}>
          Clear the search
        </Button>
      ) : (
        <ProductList products={products} actions={actions} />
      )}
    </div>
  );
}
