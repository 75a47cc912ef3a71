/** Vendor cards in a responsive grid, the same grid's shape while it loads, and its empty state. */
import type { ReactNode } from 'react';
import type { Vendor } from '@jara/contracts/entities';
import { SkeletonGroup } from '@jara/ui/skeleton';
import { VendorCard } from './vendor-card';
import { VendorCardSkeleton } from './vendor-card-skeleton';
import frame from './screen-frame.module.css';
import styles from './vendor-list.module.css';

/** Enough cards to fill the first screen of a wide grid. */
const PLACEHOLDER_CARDS = 6;

export function VendorList({ vendors }: { vendors: readonly Vendor[] }) {
  return (
    <ul className={styles.grid}>
      {vendors.map((vendor) => (
        <li key={vendor.uuid}>
          <VendorCard vendor={vendor} />
        </li>
      ))}
    </ul>
  );
}

export interface VendorListSkeletonProps {
  label?: string;
  cards?: number;
}

export function VendorListSkeleton({
  label = 'Loading stores',
  cards = PLACEHOLDER_CARDS,
}: VendorListSkeletonProps) {
  return (
    <SkeletonGroup label={label} className={styles.grid}>
      {Array.from({ length: cards }, (_, index) => (
        <VendorCardSkeleton key={index} />
      ))}
    </SkeletonGroup>
  );
}

/** What a list with no store says, and where it sends the customer instead. */
export function VendorListEmpty({ children }: { children: ReactNode }) {
  return <div className={frame.message}>{children}</div>;
}
