/**
 * The store list: a shopping header with the cart, the offer to shop in the country the customer
 * was just reading about, and a banner that invites browsing.
 */
import type { ReactNode } from 'react';
import { CountryOffer } from '../location/country-offer';
import { ShopDrawers } from './parts/shop-drawers';
import { ShopHeader } from './parts/shop-header';
import { SiteFooter } from './parts/site-footer';
import { mainNavigation } from './parts/site-sections';
import styles from './layout.module.css';

const NAVIGATION = mainNavigation(false);

export function StoreLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.frame} data-layout="store">
      <ShopHeader tone="light" menu={{ title: 'Menu', links: NAVIGATION, everyWidth: true }} />
      <CountryOffer />
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
