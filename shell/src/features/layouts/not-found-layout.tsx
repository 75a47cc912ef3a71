/** The 404 layout: the brand and a centred message, nothing else that could fail. */
import type { ReactNode } from 'react';
import { BRAND } from '@jara/contracts/brand';
import { pathTo } from '@jara/contracts/site-paths';
import styles from './not-found-layout.module.css';

export function NotFoundLayout({ children }: { children: ReactNode }) {
  return (
    <div className={styles.frame} data-layout="404">
      {/* A plain anchor: this layout also frames errors, when the router may be the problem. */}
      <a className={styles.brand} href={pathTo('home')}>
        {BRAND.name}
      </a>
      <main className={styles.main}>{children}</main>
    </div>
  );
}
