/**
 * A store's products under their categories. The chips narrow the menu to one category; with
 * "All", every category with products gets its own heading (products of an unknown category
 * come last under "More").
 */
import { useState } from 'react';
import type { Category, Product } from '@jara/contracts/entities';
import { FilterChips } from '../../widgets/filter-chips';
import { ProductCard } from './product-card';
import styles from './store-menu.module.css';

export interface StoreMenuProps {
  categories: Category[];
  products: Product[];
  pendingProduct: string | null;
  onAdd: (product: Product) => void;
}

interface MenuSection {
  key: string;
  name: string;
  products: Product[];
}

function sections(categories: Category[], products: Product[]): MenuSection[] {
  const known = new Set(categories.map((category) => category.id));
  const named = categories.map((category) => ({
    key: String(category.id),
    name: category.name,
    products: products.filter((product) => product.category_id === category.id),
  }));
  const rest = products.filter((product) => !known.has(product.category_id));
  return [...named, { key: 'more', name: 'More', products: rest }].filter(
    (section) => section.products.length > 0,
  );
}

export function StoreMenu({ categories, products, pendingProduct, onAdd }: StoreMenuProps) {
  const [categoryId, setCategoryId] = useState<number | null>(null);

  if (products.length === 0) {
    return <p className={styles.empty}>This store has no products to show yet.</p>;
  }

  const all = sections(categories, products);
  const shown =
    categoryId === null ? all : all.filter((section) => section.key === String(categoryId));
  const withProducts = categories.filter((category) =>
    all.some((section) => section.key === String(category.id)),
  );

  return (
    <div className={styles.menu}>
      {withProducts.length > 1 ? (
        <FilterChips
          label="Menu category"
          options={withProducts}
          selected={categoryId}
          onSelect={setCategoryId}
        />
      ) : null}
      {shown.map((section) => (
        <section key={section.key} aria-label={section.name} className={styles.section}>
          <h2 className={styles.heading}>{section.name}</h2>
          <ul className={styles.products}>
            {section.products.map((product) => (
              <li key={product.uuid}>
                <ProductCard
                  product={product}
                  adding={pendingProduct === product.uuid}
                  onAdd={onAdd}
                />
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
