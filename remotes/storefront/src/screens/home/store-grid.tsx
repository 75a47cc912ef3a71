/**
 * Every store for the chosen store type, a page at a time. With a delivery point chosen, the
 * stores that deliver there come first and the others are marked (the API orders them).
 */
import { useId } from 'react';
import type { VendorFilter } from '@jara/query/marketplace-queries';
import { Button } from '@jara/ui/button';
import { useVendorPages } from '../../widgets/use-vendor-pages';
import { VendorGrid } from '../../widgets/vendor-grid';
import layout from '../../widgets/listing-page.module.css';
import styles from './home-screen.module.css';

export interface StoreGridProps {
  /** null: not known yet (a store type named in the URL waits for the types). */
  filter: VendorFilter | null;
  /** The chosen store type's name, or null for every store. */
  typeName: string | null;
  /** A type or "open now" narrows the list: an empty one offers to show every store. */
  filtered: boolean;
  onShowAll: () => void;
}

export function StoreGrid({ filter, typeName, filtered, onShowAll }: StoreGridProps) {
  const headingId = useId();
  const pages = useVendorPages(filter ?? {}, filter !== null);
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={layout.heading}>
        {typeName ? `${typeName} stores` : 'All stores'}
      </h2>
      <VendorGrid
        pages={pages}
        empty={
          <>
            <p>
              {filtered
                ? `No ${typeName ? `${typeName} ` : ''}stores match these filters.`
                : 'No stores here yet.'}
            </p>
            {filtered ? (
              <Button variant="secondary" onClick={onShowAll}>
                Show all stores
              </Button>
            ) : null}
          </>
        }
      />
    </section>
  );
}
