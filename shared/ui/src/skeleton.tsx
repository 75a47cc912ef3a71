/**
 * Grey blocks in the shape of what is loading. Each block takes the size of the content it stands
 * for, so nothing moves when the content arrives. The blocks say nothing to assistive technology;
 * their group is `aria-busy` and announces one label instead.
 */
import type { CSSProperties, ReactNode } from 'react';
import styles from './skeleton.module.css';

export interface SkeletonProps {
  /** Any CSS length; the default fills the line. */
  width?: string;
  /** Any CSS length: the height of the content this block stands for. */
  height: string;
  /** `pill` for the round-ended controls (a header's cart or location button). */
  shape?: 'text' | 'block' | 'round' | 'pill';
}

export function Skeleton({ width = '100%', height, shape = 'text' }: SkeletonProps) {
  const size: CSSProperties = { width, height };
  return <span className={`${styles.bone} ${styles[shape]}`} style={size} aria-hidden="true" />;
}

export interface SkeletonGroupProps {
  /** What is loading, as a screen reader hears it ("Loading stores"). */
  label: string;
  children: ReactNode;
  className?: string;
}

export function SkeletonGroup({ label, children, className }: SkeletonGroupProps) {
  return (
    <div aria-busy="true" className={className ? `${styles.group} ${className}` : styles.group}>
      <span role="status" aria-live="polite" className={styles.label}>
        {label}
      </span>
      {children}
    </div>
  );
}
