/** The marketing site's frame: full header and navigation, full footer. */
import type { ReactNode } from 'react';
import { HeaderActions } from './parts/header-actions';
import { SiteFooter } from './parts/site-footer';
import { SiteHeader } from './parts/site-header';
import { mainNavigation } from './parts/site-sections';
import { useKenyaSection } from './parts/use-kenya';
import styles from './layout.module.css';

export function DefaultLayout({ children }: { children: ReactNode }) {
  const kenya = useKenyaSection();
  return (
    <div className={styles.frame} data-layout="default">
      <SiteHeader
        tone="light"
        navigation={mainNavigation(kenya)}
        {...(kenya ? { brandSuffix: 'Kenya' } : {})}
        actions={<HeaderActions />}
      />
      <main className={styles.mainWide}>{children}</main>
      <SiteFooter />
    </div>
  );
}
