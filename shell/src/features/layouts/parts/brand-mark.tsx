/** The logo: a wordmark from the brand constant, linking home. */
import { BRAND } from '@jara/contracts/brand';
import { SiteLink } from '../../navigation/site-link';
import styles from './brand-mark.module.css';

export function BrandMark({ suffix, to = '/' }: { suffix?: string; to?: string }) {
  return (
    <SiteLink to={to} className={styles.mark} aria-label={`${BRAND.name} home`}>
      <span className={styles.dot} aria-hidden="true" />
      <span>{BRAND.name}</span>
      {suffix && <span className={styles.suffix}>{suffix}</span>}
    </SiteLink>
  );
}
