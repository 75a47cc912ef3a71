/** Chow and homemade food pages, events and affiliates: a warm frame with its own navigation. */
import type { ReactNode } from 'react';
import { HeaderActions } from './parts/header-actions';
import { SiteFooter } from './parts/site-footer';
import { SiteHeader } from './parts/site-header';
import styles from './layout.module.css';

const HOMEMADE_NAVIGATION = [
  { label: 'Chow', to: '/chow' },
  { label: 'Homemade meals', to: '/homemade' },
  { label: 'On demand', to: '/homemade-ondemand' },
  { label: 'Events', to: '/events' },
  { label: 'Marketplace services', to: '/marketplace-services' },
  { label: 'Affiliates', to: '/affiliate-program' },
];

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
