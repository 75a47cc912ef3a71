/** The `{product}` layout: the brand's own pages (event planning, account deletion) on brand colour. */
import type { ReactNode } from 'react';
import { HeaderActions } from './parts/header-actions';
import { SiteFooter } from './parts/site-footer';
import { SiteHeader } from './parts/site-header';
import { mainNavigation } from './parts/site-sections';
import styles from './layout.module.css';

export function BrandLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.frame} data-layout="brand">
      <SiteHeader tone="brand" navigation={mainNavigation(false)} actions={<HeaderActions />} />
      <main className={styles.main}>{children}</main>
      <SiteFooter />
    </div>
  );
}
