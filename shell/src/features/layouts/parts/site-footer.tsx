/** The full footer of the marketing layouts: services, company, legal, countries. */
import { BRAND } from '@jara/contracts/brand';
import { SiteLink } from '../../navigation/site-link';
import { FOOTER_COLUMNS } from './site-sections';
import styles from './site-footer.module.css';

export function SiteFooter({ compact = false }: { compact?: boolean }) {
  const year = new Date().getFullYear();
  return (
    <footer className={styles.footer}>
      {!compact && (
        <div className={styles.columns}>
          <div>
            <p className={styles.name}>{BRAND.name}</p>
            <p className={styles.tagline}>
              Food, homemade meals, laundry, cleaning and local stores, delivered across Nigeria and
              Kenya.
            </p>
          </div>
          {FOOTER_COLUMNS.map((column) => (
            <nav key={column.heading} aria-label={column.heading}>
              <h2 className={styles.heading}>{column.heading}</h2>
              <ul className={styles.list}>
                {column.links.map((link) => (
                  <li key={link.to}>
                    <SiteLink to={link.to} className={styles.link}>
                      {link.label}
                    </SiteLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
      )}
      <p className={styles.legal}>
        © {year} {BRAND.name}. Lagos · Abuja · Port Harcourt · Nairobi · Mombasa
      </p>
    </footer>
  );
}
