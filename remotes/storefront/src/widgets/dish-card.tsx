/** One dish in a list across stores, with its price and the button that puts it in its cart. */
import type { Product } from '@jara/contracts/entities';
import { Button } from '@jara/ui/button';
import { Price } from '@jara/ui/price';
import styles from './dish-card.module.css';

export interface DishCardProps {
  product: Product;
  /** Its store is closed: the card says so instead of taking the dish silently. */
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
        {!product.is_available ? (
          <span className={styles.unavailable}>Unavailable</span>
        ) : closed ? (
          <span className={styles.unavailable}>Store closed</span>
        ) : (
          <Button
            size="sm"
            variant="secondary"
            loading={adding}
            onClick={() => onAdd(product)}
            aria-label={`Add ${product.name} to cart`}
          >
            Add
          </Button>
        )}
      </div>
    </article>
  );
}
