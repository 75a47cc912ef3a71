/** One dish in a list across stores, with its price and the button that puts it in its cart. */
import type { Product } from '@jara/contracts/entities';
import { Price } from '@jara/ui/price';
import { AddToCartAction } from './add-to-cart-action';
import styles from './dish-card.module.css';

export interface DishCardProps {
  product: Product;
  /** Its store takes no order, now or ahead: the card says so instead of taking the dish. */
  closed: boolean;
  adding: boolean;
  onAdd: (product: Product) => void;
}

export function DishCard({ product, closed, adding, onAdd }: DishCardProps) {
  return (
    <article className={styles.card} data-testid="dish-card" aria-label={product.name}>
      {product.image_url ? (
        <img
          className={styles.image}
          src={product.image_url}
          alt=""
          width={88}
          height={88}
          loading="lazy"
          decoding="async"
        />
      ) : (
        <span className={styles.image} />
      )}
      <div className={styles.text}>
        <h4 className={styles.name}>{product.name}</h4>
        {product.description ? <p className={styles.description}>{product.description}</p> : null}
        <Price amount={product.price} currency={product.currency} className={styles.price} />
      </div>
      <div className={styles.action}>
        <AddToCartAction
          product={product}
          closed={closed}
          adding={adding}
          onAdd={onAdd}
          variant="secondary"
        />
      </div>
    </article>
  );
}
