/**
 * The web app (marketplace, wallet, account): an app frame with a side navigation, the cart and
 * notifications in the top bar, and the cart and order-tracking drawers.
 */
import type { ReactNode } from 'react';
import { SiteLink } from '../navigation/site-link';
import { HeaderActions } from './parts/header-actions';
import { ShopDrawers } from './parts/shop-drawers';
import { SiteHeader } from './parts/site-header';
import { WEB_APP_NAVIGATION } from './parts/site-sections';
import styles from './web-layout.module.css';

export function WebLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.frame} data-layout="web">
      <SiteHeader
        tone="brand"
        brandSuffix="Marketplace"
        navigation={[]}
        actions={<HeaderActions shop />}
      />
      <div className={styles.body}>
        <nav className={styles.sidebar} aria-label="Marketplace">
          {WEB_APP_NAVIGATION.map((link) => (
            <SiteLink key={link.to} to={link.to} className={styles.link} end>
              {link.label}
            </SiteLink>
          ))}
        </nav>
        <main className={styles.main}>{children}</main>
      </div>
      <ShopDrawers />
    </div>
  );
}
