/**
 * "Open now" and the sort of a store list, as one toolbar for the marketplace home and /store.
 * Each change goes to `onChange`; the list's params live in the URL, not here.
 */
import { useId } from 'react';
import { SORT_LABELS, sortsFor, type StoreListParams, type StoreSort } from './store-list-params';
import styles from './list-order-toolbar.module.css';

export interface ListOrderToolbarProps {
  params: StoreListParams;
  hasPoint: boolean;
  onChange: (next: StoreListParams) => void;
}

export function ListOrderToolbar({ params, hasPoint, onChange }: ListOrderToolbarProps) {
  const sortId = useId();
  return (
    <div className={styles.toolbar}>
      <button
        type="button"
        className={styles.toggle}
        aria-pressed={params.openNow}
        onClick={() => onChange({ ...params, openNow: !params.openNow })}
      >
        Open now
      </button>
      <label className={styles.sort} htmlFor={sortId}>
        Sort by
        <select
          id={sortId}
          value={params.sort ?? ''}
          onChange={(event) =>
            onChange({ ...params, sort: (event.target.value || null) as StoreSort | null })
          }
        >
          <option value="">Recommended</option>
          {sortsFor(hasPoint).map((sort) => (
            <option key={sort} value={sort}>
              {SORT_LABELS[sort]}
            </option>
          ))}
        </select>
      </label>
    </div>
  );
}
