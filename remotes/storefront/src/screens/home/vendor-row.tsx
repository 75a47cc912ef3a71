/** A titled, sideways-scrolling row of vendors; a row with nobody in it is left out. */
import { useId } from 'react';
import type { Vendor } from '@jara/contracts/entities';
import { VendorCard } from '../../widgets/vendor-card';
import layout from '../../widgets/listing-page.module.css';
import styles from './home-screen.module.css';

export interface VendorRowProps {
  title: string;
  vendors: Vendor[];
  /** How many of its first cards are in the first screen (their covers load at once). */
  priorityCards?: number;
}

export function VendorRow({ title, vendors, priorityCards = 0 }: VendorRowProps) {
  const headingId = useId();
  if (vendors.length === 0) return null;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={layout.heading}>
        {title}
      </h2>
      <ul className={styles.row}>
        {vendors.map((vendor, index) => (
          <li key={vendor.uuid} className={styles.rowItem}>
            <VendorCard vendor={vendor} priority={index < priorityCards} />
          </li>
        ))}
      </ul>
    </section>
  );
}
