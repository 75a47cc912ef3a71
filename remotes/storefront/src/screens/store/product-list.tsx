/** A grid of product cards that share what adding does on this page. */
import type { Product } from '@jara/contracts/entities';
import { ProductCard } from './product-card';
import styles from './product-list.module.css';

export interface ProductActions {
  /** The store takes no order, now or ahead: it shows its menu but takes nothing. */
  closed: boolean;
  pendingProduct: string | null;
  onAdd: (product: Product) => void;
}

export function ProductList({
  products,
  actions,
}: {
  products: Product[];
  actions: ProductActions;
}) {
  return (
    <ul className={styles.products}>
      {products.map((product) => (
        <li key={product.uuid}>
          <ProductCard
            product={product}
            closed={actions.closed}
            adding={actions.pendingProduct === product.uuid}
            onAdd={actions.onAdd}
          />
        </li>
      ))}
    </ul>
  );
}
