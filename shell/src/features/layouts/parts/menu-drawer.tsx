/**
 * The narrow-screen menu of the shopping layouts: a "Menu" button that opens a drawer with the
 * layout's links and whatever secondary controls the header has no room for. The Drawer brings
 * the dialog contract (focus in and back, Escape, no scrolling behind); following a link closes
 * it. Wide screens hide the button where a sidebar shows the links (not `everyWidth`).
 */
import { useId, useState, type ReactNode } from 'react';
import { Drawer } from '@jara/ui/drawer';
import type { NavLink as NavLinkData } from './site-sections';
import { NavList } from './nav-list';
import styles from './menu-drawer.module.css';

interface Props {
  /** Names the drawer and the navigation inside it ("Marketplace"). */
  title: string;
  links: NavLinkData[];
  /** Shown at every width: the layout has no sidebar to hold the links. */
  everyWidth?: boolean | undefined;
  children?: ReactNode;
}

export function MenuDrawer({ title, links, everyWidth = false, children }: Props) {
  const [open, setOpen] = useState(false);
  const navigationId = useId();
  const close = () => setOpen(false);

  return (
    <>
      <button
        type="button"
        className={everyWidth ? `${styles.toggle} ${styles.everyWidth}` : styles.toggle}
        aria-expanded={open}
        aria-controls={navigationId}
        aria-label="Menu"
        onClick={() => setOpen(true)}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path fill="currentColor" d="M3 6h18v2H3zm0 5h18v2H3zm0 5h18v2H3z" />
        </svg>
      </button>
      <Drawer open={open} onClose={close} title={title} width="sm">
        <nav id={navigationId} aria-label={title}>
          <NavList links={links} onNavigate={close} />
        </nav>
        {children && <div className={styles.extra}>{children}</div>}
      </Drawer>
    </>
  );
}
