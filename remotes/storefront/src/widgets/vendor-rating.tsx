/** A vendor's rating as customers read it: "★ 4.6 (120)", or "New" before anyone has rated. */
import styles from './vendor-badges.module.css';

export function VendorRating({ rating, count }: { rating: number; count: number }) {
  if (count <= 0 || !Number.isFinite(rating)) {
    return <span className={styles.rating}>New</span>;
  }
  const value = rating.toFixed(1);
  return (
    <span className={styles.rating} aria-label={`Rated ${value} out of 5 from ${count} reviews`}>
      <span aria-hidden="true">★ </span>
      {value} <span className={styles.count}>({count})</span>
    </span>
  );
}
