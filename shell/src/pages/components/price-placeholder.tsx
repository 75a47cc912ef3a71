/**
 * A price not known yet, inside a line of text: a block of the price's size, so the line does
 * not move when the price arrives (the prerendered home page shows these until the live app has
 * the prices). Screen readers hear that it is loading.
 */
import { Skeleton } from '@jara/ui/skeleton';
import { VisuallyHidden } from '@jara/ui/visually-hidden';
import styles from './price-placeholder.module.css';

export function PricePlaceholder() {
  return (
    <span className={styles.slot} aria-busy="true">
      <Skeleton width="4.5em" height="1em" />
      <VisuallyHidden>price loading</VisuallyHidden>
    </span>
  );
}
