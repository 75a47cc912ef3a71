/**
 * What a product card offers: the Add button, or why it cannot be added (sold out, or its store
 * closed, which must not take it silently). The button's name carries the product so a list of
 * them can be told apart, and starts with the word it shows (WCAG 2.5.3).
 */
import type { Product } from '@jara/contracts/entities';
import { Button } from '@jara/ui/button';
import styles from './add-to-cart-action.module.css';

export interface AddToCartActionProps {
  product: Product;
  closed: boolean;
  adding: boolean;
  onAdd: (product: Product) => void;
  variant?: 'primary' | 'secondary';
}

export function AddToCartAction({
  product,
  closed,
  adding,
  onAdd,
  variant = 'primary',
}: AddToCartActionProps) {
  if (!product.is_available) return <span className={styles.reason}>Unavailable</span>;
  if (closed) return <span className={styles.reason}>Store closed</span>;
  return (
    <Button
      size="sm"
      variant={variant}
      loading={adding}
      onClick={() => onAdd(product)}
      aria-label={`Add ${product.name} to cart`}
    >
      Add
    </Button>
  );
}
