/** One customer's review: their rating as stars, their name, when, and what they wrote. */
import type { VendorFeedback } from '@jara/contracts/entities';
import styles from './store-reviews.module.css';

const MAX_STARS = 5;
// en-GB's short months, as Intl writes them ("Sept"). Written here, not by Intl.DateTimeFormat:
// a page's first Intl object costs tens of milliseconds, and reviews draw with the store.
const MONTHS = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sept',
  'Oct',
  'Nov',
  'Dec',
];

/** "5 Jan 2025", on the customer's own clock. */
export function reviewDate(date: Date): string {
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

function stars(rating: number): string {
  const filled = Math.max(0, Math.min(MAX_STARS, Math.round(rating)));
  return '★'.repeat(filled) + '☆'.repeat(MAX_STARS - filled);
}

export function ReviewItem({ review }: { review: VendorFeedback }) {
  const date = new Date(review.created_at);
  const name = review.customer_name.trim() || 'A customer';
  return (
    <article className={styles.review} aria-label={`Review by ${name}`}>
      <p className={styles.byline}>
        <span
          role="img"
          className={styles.stars}
          aria-label={`Rated ${review.rating} out of ${MAX_STARS}`}
        >
          {stars(review.rating)}
        </span>
        <strong>{name}</strong>
        {Number.isNaN(date.getTime()) ? null : (
          <time dateTime={review.created_at} className={styles.date}>
            {reviewDate(date)}
          </time>
        )}
      </p>
      {review.comment.trim() ? <p className={styles.comment}>{review.comment}</p> : null}
    </article>
  );
}
