/**
 * The header every site layout shares; each layout picks its tone (light, brand, warm, calm) and
 * what sits on the right (account, country, cart...).
 */
import { useState, type ReactNode } from 'react';
import type { NavLink as NavLinkData } from './site-sections';
import { SiteLink } from '../../navigation/site-link';
import { BrandMark } from './brand-mark';
import styles from './site-header.module.css';

interface Props {
  tone: 'light' | 'brand' | 'warm' | 'calm';
  navigation: NavLinkData[];
  brandSuffix?: string;
  actions?: ReactNode;
}

export function SiteHeader({ tone, navigation, brandSuffix, actions }: Props) {
  const [open, setOpen] = useState(false);
  return (
    <header className={`${styles.header} ${styles[tone]}`}>
      <div className={styles.inner}>
        <BrandMark {...(brandSuffix ? { suffix: brandSuffix } : {})} />
        {navigation.length > 0 && (
          <>
            <button
              type="button"
              className={styles.menuToggle}
              aria-expanded={open}
              aria-controls="site-navigation"
              onClick={() => setOpen((value) => !value)}
            >
              Menu
            </button>
            <nav
              id="site-navigation"
              aria-label="Main"
              className={`${styles.nav} ${open ? styles.navOpen : ''}`}
              onClick={() => setOpen(false)}
            >
              {navigation.map((link) => (
                <SiteLink key={link.to} to={link.to} className={styles.link}>
                  {link.label}
                </SiteLink>
              ))}
            </nav>
          </>
        )}
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </header>
  );
}
