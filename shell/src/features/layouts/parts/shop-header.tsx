/**
 * The header of the shopping layouts (marketplace and store list), one row at every width: the
 * brand, the layout's links (wide screens), the shop actions, and below the breakpoint the
 * "Menu" button that holds the links and the country switch. Its height is fixed, so nothing
 * below it moves while the remote widgets in it mount; its round controls take their size from
 * `shop-controls.css`.
 */
import { CountrySwitch } from '../../location/country-switch';
import type { NavLink as NavLinkData } from './site-sections';
import { SiteLink } from '../../navigation/site-link';
import { BrandMark } from './brand-mark';
import { MenuDrawer } from './menu-drawer';
import { ShopActions } from './shop-actions';
import toneStyles from './site-header.module.css';
import styles from './shop-header.module.css';
import './shop-controls.css';

interface Props {
  tone: 'light' | 'brand';
  brandSuffix?: string;
  /** Links shown in the header itself on wide screens (none when a sidebar holds them). */
  navigation?: NavLinkData[];
  menu: { title: string; links: NavLinkData[] };
}

export function ShopHeader({ tone, brandSuffix, navigation = [], menu }: Props) {
  return (
    <header className={`${toneStyles.header} ${toneStyles[tone]}`}>
      <div className={styles.row} data-shop-header>
        <div className={styles.brand}>
          <BrandMark compact {...(brandSuffix ? { suffix: brandSuffix } : {})} />
        </div>
        {navigation.length > 0 && (
          <nav aria-label="Main" className={styles.nav}>
            {navigation.map((link) => (
              <SiteLink key={link.to} to={link.to} className={toneStyles.link}>
                {link.label}
              </SiteLink>
            ))}
          </nav>
        )}
        <ShopActions />
        <MenuDrawer title={menu.title} links={menu.links}>
          <CountrySwitch />
        </MenuDrawer>
      </div>
    </header>
  );
}
