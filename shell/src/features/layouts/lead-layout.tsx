/** Lead forms: nothing to wander off to, just the brand, the form and a way back. */
import type { ReactNode } from 'react';
import { pathTo } from '@jara/contracts/site-paths';
import { SiteLink } from '../navigation/site-link';
import { BrandMark } from './parts/brand-mark';
import { SiteFooter } from './parts/site-footer';
import styles from './layout.module.css';

export function LeadLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.leadFrame} data-layout="lead">
      <header className={styles.leadHeader}>
        <BrandMark />
        <SiteLink to={pathTo('home')} className={styles.leadBack}>
          ← Back to site
        </SiteLink>
      </header>
      <main className={styles.leadMain}>{children}</main>
      <SiteFooter compact />
    </div>
  );
}
