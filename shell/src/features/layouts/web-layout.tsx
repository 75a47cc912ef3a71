/**
 * The web app (marketplace, wallet, account): an app frame with a side navigation, the shop
 * actions in the top bar, the cart and order-tracking drawers, and under the header the offer
 * to shop in the country the customer was just reading about. Below the header's breakpoint
 * the sidebar gives way to the header's "Menu", which holds the same links.
 */
import type { ReactNode } from 'react';
import { pathTo } from '@jara/contracts/site-paths';
import { TourLauncher } from '../tour/tour-launcher';
import { CountryOffer } from '../location/country-offer';
import { NavList } from './parts/nav-list';
import { ShopDrawers } from './parts/shop-drawers';
import { ShopHeader } from './parts/shop-header';
import { WEB_APP_NAVIGATION } from './parts/site-sections';
import styles from './web-layout.module.css';

const MENU = { title: 'Marketplace', links: WEB_APP_NAVIGATION };
const SIDEBAR_TOUR_TARGETS = { [pathTo('wallet')]: 'wallet' } as const;

export function WebLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.frame} data-layout="web">
      <ShopHeader tone="brand" brandSuffix="Marketplace" menu={MENU} />
      <CountryOffer />
      <div className={styles.body}>
        <nav className={styles.sidebar} aria-label={MENU.title}>
          <NavList links={MENU.links} tourTargets={SIDEBAR_TOUR_TARGETS} />
        </nav>
        <main className={styles.main}>{children}</main>
      </div>
      <ShopDrawers />
      <TourLauncher />
    </div>
  );
}
