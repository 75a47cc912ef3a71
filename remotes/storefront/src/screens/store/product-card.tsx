/** One product of a store's menu with its price and the button that puts it in the cart. */
import type { Product } from '@jara/contracts/entities';
import { Price } from '@jara/ui/price';
import { AddToCartAction } from '../../widgets/add-to-cart-action';
import styles from './product-card.module.css';

export interface ProductCardProps {
  product: Product;
  /** The store takes no order, now or ahead: the card says so instead of offering to add. */
  closed: boolean;
  adding: boolean;
  onAdd: (product: Product) => void;
}

export function ProductCard({ product, closed, adding, onAdd }: ProductCardProps) {
  return (
    <article className={styles.card} data-testid="product-card" aria-label={product.name}>
      <div className={styles.text}>
        <h3 className={styles.name}>{product.name}</h3>
        {product.description ? <p className={styles.description}>{product.description}</p> : null}
        <Price amount={product.price} currency={product.currency} className={styles.price} />
        {product.addon_groups.length > 0 ? (
          <p className={styles.note}>Choose add-ons when you add it</p>
        ) : null}
      </div>
      {product.image_url ? (
        <img
          className={styles.image}
          src={product.image_url}
          alt=""
          width={104}
          height={104}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <div className={styles.action}>
        <AddToCartAction product={product} closed={closed} adding={adding} onAdd={onAdd} />
      </div>
    </article>
  );
}
