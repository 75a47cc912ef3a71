/**
 * A vertical list of site links, shared by the marketplace sidebar and the narrow-screen menu.
 * SiteLink (a NavLink) marks the current page with aria-current="page".
 */
import type { NavLink as NavLinkData } from './site-sections';
import { SiteLink } from '../../navigation/site-link';
import styles from './nav-list.module.css';

interface Props {
  links: NavLinkData[];
  /** Called when a link is followed, so a menu holding the list can close. */
  onNavigate?: () => void;
}

export function NavList({ links, onNavigate }: Props) {
  return (
    <ul className={styles.list}>
      {links.map((link) => (
        <li key={link.to}>
          <SiteLink
            to={link.to}
            className={styles.link}
            end
            {...(onNavigate ? { onClick: onNavigate } : {})}
          >
            {link.label}
          </SiteLink>
        </li>
      ))}
    </ul>
  );
}
