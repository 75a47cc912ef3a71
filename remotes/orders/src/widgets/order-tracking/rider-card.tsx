/**
 * Who is bringing a delivery order out for delivery, how to call them, and how far they still
 * are: the route drawn, a bar from the store to the door, the distance left. The arrival time is
 * the status line's (order-eta). Every figure is the server's, updated as the rider's phone
 * reports (rider-positions).
 */
import type { OrderRider } from '@jara/contracts/entities';
import { ButtonLink } from '@jara/ui/button';
import { RiderRouteMap } from './rider-route-map';
import styles from './rider-card.module.css';

const KM = new Intl.NumberFormat('en', { maximumFractionDigits: 1 });

/** "2.4 km away", in metres once close, "At your door" once there. */
export function distanceText(km: number): string {
  if (km <= 0.05) return 'At your door';
  if (km < 1) return `${Math.round(km * 20) * 50} m away`;
  return `${KM.format(km)} km away`;
}

const firstName = (name: string) => name.trim().split(/\s+/)[0] || name;

export function RiderCard({ rider }: { rider: OrderRider }) {
  const percent = Math.round(rider.progress * 100);
  const distance = distanceText(rider.distance_left_km);
  return (
    <section className={styles.card} aria-labelledby="rider-card-title" data-testid="rider-card">
      <h4 id="rider-card-title" className={styles.heading}>
        Your rider
      </h4>
      <p className={styles.who}>
        <span className={styles.name}>{rider.name}</span>
        <span className={styles.vehicle}>{rider.vehicle}</span>
      </p>
      <RiderRouteMap rider={rider} />
      <div
        className={styles.bar}
        role="progressbar"
        aria-label="Your rider’s way from the store to your door"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${percent}% of the way, ${distance}`}
      >
        <span className={styles.barFill} style={{ width: `${percent}%` }} />
      </div>
      <p className={styles.stages} aria-hidden="true">
        <span>Store</span>
        <span>Your door</span>
      </p>
      <p className={styles.distance} aria-live="polite" data-testid="rider-distance">
        {distance}
      </p>
      <ButtonLink href={`tel:${rider.phone}`} variant="secondary" size="sm" className={styles.call}>
        Call {firstName(rider.name)}
        <span className={styles.phone}>{rider.phone}</span>
      </ButtonLink>
    </section>
  );
}
