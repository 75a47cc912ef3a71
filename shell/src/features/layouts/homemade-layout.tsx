/** Chow and homemade food pages, events and affiliates: a warm frame with its own navigation. */
import type { ReactNode } from 'react';
import { HeaderActions } from './parts/header-actions';
import { SiteFooter } from './parts/site-footer';
import { SiteHeader } from './parts/site-header';
import { HOMEMADE_NAVIGATION } from './parts/site-sections';
import styles from './layout.module.css';

export function HomemadeLayout({ children }: { children: ReactNode }) {
  return (
    <div className={`${styles.frame} ${styles.warmBackdrop}`} data-layout="homemade">
      <SiteHeader
        tone="warm"
        brandSuffix="Chow"
        navigation={HOMEMADE_NAVIGATION}
        actions={<HeaderActions />}
      />
      <main className={styles.mainWide}>{children}</main>
      <SiteFooter />
    </div>
  );
}
