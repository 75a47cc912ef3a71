/** The store list: a shopping header with the cart, and a banner that invites browsing. */
import type { ReactNode } from 'react';
import { HeaderActions } from './parts/header-actions';
import { ShopDrawers } from './parts/shop-drawers';
import { SiteFooter } from './parts/site-footer';
import { SiteHeader } from './parts/site-header';
import { mainNavigation } from './parts/site-sections';
import styles from './layout.module.css';

export function StoreLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.frame} data-layout="store">
      <SiteHeader
        tone="light"
        navigation={mainNavigation(false)}
        actions={<HeaderActions shop />}
      />
      <section className={styles.storeBanner} aria-label="Stores">
        <div className={styles.storeBannerInner}>
          <p>Restaurants, home cooks, grocers and bakers near you</p>
        </div>
      </section>
      <main className={styles.main}>{children}</main>
      <ShopDrawers />
      <SiteFooter compact />
    </div>
  );
}
