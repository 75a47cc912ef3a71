/** The customer's rating of a completed order, once given. */
import { OrderRatingStars } from './order-rating-stars';
import styles from './order-details.module.css';

export function OrderRating({ rating, comment }: { rating: number; comment: string | null }) {
  return (
    <section aria-labelledby="order-rating-title" data-testid="order-rating">
      <h4 id="order-rating-title" className={styles.heading}>
        Your rating
      </h4>
      <OrderRatingStars rating={rating} />
      {comment ? <p className={styles.comment}>{comment}</p> : null}
    </section>
  );
}
