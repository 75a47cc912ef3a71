/**
 * The logo: a wordmark from the brand constant, linking home. A compact mark (the shopping
 * headers, which need the room) drops its suffix below the shopping breakpoint and keeps only
 * the symbol on phones. The link's name starts with the visible words (WCAG 2.5.3, label in
 * name), so a speech user can say what they see.
 */
import { BRAND } from '@jara/contracts/brand';
import { SiteLink } from '../../navigation/site-link';
import styles from './brand-mark.module.css';

interface Props {
  suffix?: string;
  to?: string;
  compact?: boolean;
}

export function BrandMark({ suffix, to = '/', compact = false }: Props) {
  return (
    <SiteLink
      to={to}
      className={`${styles.mark} ${compact ? styles.compact : ''}`}
      aria-label={`${[BRAND.name, suffix].filter(Boolean).join(' ')} home`}
    >
      <span className={styles.dot} aria-hidden="true" />
      <span className={styles.name}>{BRAND.name}</span>
      {/* The space makes the visible words "Jara Marketplace", as the label says them. */}
      {suffix && (
        <>
          {' '}
          <span className={styles.suffix}>{suffix}</span>
        </>
      )}
    </SiteLink>
  );
}
