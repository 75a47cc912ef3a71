/**
 * The right side of the marketing headers: country and account. (The shopping layouts have
 * their own, with location, search, bell and cart: shop-actions.)
 */
import { AccountMenu } from '../../auth/account-menu';
import { CountrySwitch } from '../../location/country-switch';
import styles from './header-actions.module.css';

export function HeaderActions() {
  return (
    <div className={styles.actions}>
      <CountrySwitch />
      <AccountMenu />
    </div>
  );
}
