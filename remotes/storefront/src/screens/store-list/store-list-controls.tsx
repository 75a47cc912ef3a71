/**
 * The store list's filters: store type (chips), then open now and the sort (the shared toolbar).
 * Each change goes to the URL through `onChange`; nothing here keeps its own state.
 */
import type { UseQueryResult } from '@tanstack/react-query';
import type { BusinessType } from '@jara/contracts/entities';
import { LoadError } from '@jara/ui/load-error';
import { Skeleton, SkeletonGroup } from '@jara/ui/skeleton';
import { FilterChips } from '../../widgets/filter-chips';
import { ListOrderToolbar } from '../../widgets/list-order-toolbar';
import type { StoreListParams } from '../../widgets/store-list-params';
import styles from './store-list-controls.module.css';

export interface StoreListControlsProps {
  params: StoreListParams;
  types: UseQueryResult<BusinessType[]>;
  hasPoint: boolean;
  onChange: (next: StoreListParams) => void;
}

export function StoreListControls({ params, types, hasPoint, onChange }: StoreListControlsProps) {
  const typeChips = () => {
    if (types.isPending) {
      return (
        <SkeletonGroup label="Loading store types">
          <Skeleton width="min(24rem, 100%)" height="2.25rem" shape="block" />
        </SkeletonGroup>
      );
    }
    if (types.isError) {
      return (
        <LoadError message="We could not load the store types." onRetry={() => types.refetch()} />
      );
    }
    const selected = types.data.find((type) => type.slug === params.type)?.id ?? null;
    return (
      <FilterChips
        label="Store type"
        options={types.data}
        selected={selected}
        onSelect={(id) =>
          onChange({ ...params, type: types.data.find((type) => type.id === id)?.slug ?? null })
        }
      />
    );
  };

  return (
    <div className={styles.controls}>
      {typeChips()}
      <ListOrderToolbar params={params} hasPoint={hasPoint} onChange={onChange} />
    </div>
  );
}
