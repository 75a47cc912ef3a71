/** Health and diet consulting: a calm frame with a standing offer to book a consultation. */
import type { ReactNode } from 'react';
import { pathTo } from '@jara/contracts/site-paths';
import { SiteLink } from '../navigation/site-link';
import { HeaderActions } from './parts/header-actions';
import { SiteFooter } from './parts/site-footer';
import { SiteHeader } from './parts/site-header';
import { HEALTH_NAVIGATION } from './parts/site-sections';
import styles from './layout.module.css';

export function ConsultingLayout({ children }: { children: ReactNode }) {
  return (
    <div className={`${styles.frame} ${styles.calmBackdrop}`} data-layout="consulting">
      <p className={styles.consultBar}>
        Talk to a registered dietitian this week.{' '}
        <SiteLink to={pathTo('health-diet')}>Book a consultation</SiteLink>
      </p>
      <SiteHeader
        tone="calm"
        brandSuffix="Health"
        navigation={HEALTH_NAVIGATION}
        actions={<HeaderActions />}
      />
      <main className={styles.main}>{children}</main>
      <SiteFooter />
    </div>
  );
}
