/**
 * A store's menu: a sticky bar with the menu search and the category index, then either every
 * category with its products or, while a search is typed, what the search found.
 */
import { useState } from 'react';
import type { Category, Product } from '@jara/contracts/entities';
import { MenuIndex } from './menu-index';
import { MenuSearch } from './menu-search';
import { MenuSearchResults } from './menu-search-results';
import { menuSections, sectionId } from './menu-sections';
import { ProductList, type ProductActions } from './product-list';
import { useDebouncedValue } from './use-debounced-value';
import styles from './store-menu.module.css';

const SEARCH_PAUSE_MS = 300;

export interface StoreMenuProps {
  vendorId: string;
  categories: Category[];
  products: Product[];
  actions: ProductActions;
}

export function StoreMenu({ vendorId, categories, products, actions }: StoreMenuProps) {
  const [text, setText] = useState('');
  const settled = useDebouncedValue(text, SEARCH_PAUSE_MS);
  const searching = text.trim() !== '' && settled.trim() !== '';

  if (products.length === 0) {
    return <p className={styles.empty}>This store has no products to show yet.</p>;
  }
  const sections = menuSections(categories, products);

  return (
    <div className={styles.menu}>
      <div className={styles.toolbar}>
        <MenuSearch value={text} onChange={setText} />
        {!searching && sections.length > 1 ? <MenuIndex sections={sections} /> : null}
      </div>
      {searching ? (
        <MenuSearchResults
          vendorId={vendorId}
          text={settled}
          actions={actions}
          onClear={() => setText('')}
        />
      ) : (
        sections.map((section) => (
          <section
            key={section.key}
            id={sectionId(section.key)}
            aria-labelledby={`${sectionId(section.key)}-title`}
            className={styles.section}
          >
            <h2 id={`${sectionId(section.key)}-title`} className={styles.heading} tabIndex={-1}>
              {section.name}
            </h2>
            <ProductList products={section.products} actions={actions} />
          </section>
        ))
      )}
    </div>
  );
}
