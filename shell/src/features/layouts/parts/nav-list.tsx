/**
 * A vertical list of site links, shared by the marketplace sidebar and the narrow-screen menu.
 * SiteLink (a NavLink) marks the current page with aria-current="page".
 */
import type { NavLink as NavLinkData } from './site-sections';
import { SiteLink } from '../../navigation/site-link';
import { tourTarget, type TourStepName } from '../../tour/tour-steps';
import styles from './nav-list.module.css';

interface Props {
  links: NavLinkData[];
  /** Called when a link is followed, so a menu holding the list can close. */
  onNavigate?: () => void;
  /** The guided tour's steps that point at a link of this list, by the link's path. */
  tourTargets?: Record<string, TourStepName>;
}

export function NavList({ links, onNavigate, tourTargets = {} }: Props) {
  return (
    <ul className={styles.list}>
      {links.map((link) => {
        const tourStep = tourTargets[link.to];
        return (
          <li key={link.to}>
            <SiteLink
              to={link.to}
              className={styles.link}
              end
              {...(onNavigate ? { onClick: onNavigate } : {})}
              {...(tourStep ? tourTarget(tourStep) : {})}
            >
              {link.label}
            </SiteLink>
          </li>
        );
      })}
    </ul>
  );
}
