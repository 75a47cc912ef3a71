/**
 * The header of the shopping layouts (marketplace and store list), one row at every width: the
 * brand, the shop actions, and the "Menu" button that holds the layout's links and the country
 * switch (below the breakpoint, or at every width for a layout without a sidebar: the site's
 * seven section links and the shop actions never fit one row beside a readable location). Its height is fixed, so nothing
 * below it moves while the remote widgets in it mount; its round controls take their size from
 * `shop-controls.css`.
 */
import { CountrySwitch } from '../../location/country-switch';
import type { NavLink as NavLinkData } from './site-sections';
import { BrandMark } from './brand-mark';
import { MenuDrawer } from './menu-drawer';
import { ShopActions } from './shop-actions';
import toneStyles from './site-header.module.css';
import styles from './shop-header.module.css';
import './shop-controls.css';

interface Props {
  tone: 'light' | 'brand';
  brandSuffix?: string;
  /** `everyWidth`: no sidebar holds the links on wide screens, so the menu button stays. */
  menu: { title: string; links: NavLinkData[]; everyWidth?: boolean };
}

export function ShopHeader({ tone, brandSuffix, menu }: Props) {
  return (
    <header className={`${toneStyles.header} ${toneStyles[tone]}`}>
      <div className={styles.row} data-shop-header>
        <div className={styles.brand}>
          <BrandMark compact {...(brandSuffix ? { suffix: brandSuffix } : {})} />
        </div>
        <ShopActions />
        <MenuDrawer title={menu.title} links={menu.links} everyWidth={menu.everyWidth}>
          <CountrySwitch />
        </MenuDrawer>
      </div>
    </header>
  );
}
