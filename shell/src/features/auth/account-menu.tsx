/**
 * The header's account control: "Sign in" for a visitor; for a customer, a menu with their
 * account, orders, wallet, the guided tour, account deletion and logout.
 */
import { pathTo } from '@jara/contracts/site-paths';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { bus } from '@jara/bus';
import { requestLogin } from '@jara/bus/login-request';
import { isLoggedIn, sessionStore } from '@jara/state/session-store';
import { useStore } from '@jara/state/use-store';
import { takeTheTour } from '../tour/take-the-tour';
import { tourTarget } from '../tour/tour-steps';
import { logout } from './logout';
import styles from './account-menu.module.css';

export function AccountMenu() {
  const navigate = useNavigate();
  const signedIn = useStore(sessionStore, isLoggedIn);
  const name = useStore(sessionStore, (state) => state.customer?.name ?? '');
  const [open, setOpen] = useState(false);

  if (!signedIn) {
    return (
      <button
        type="button"
        className={styles.signIn}
        onClick={() => void requestLogin('customer')}
        {...tourTarget('orders')}
      >
        <svg
          className={styles.personIcon}
          viewBox="0 0 24 24"
          width="20"
          height="20"
          aria-hidden="true"
        >
          <path
            fill="currentColor"
            d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5Z"
          />
        </svg>
        <span className={styles.label}>Sign in</span>
      </button>
    );
  }

  const choose = (action: () => void) => () => {
    setOpen(false);
    action();
  };
  const firstName = name.split(' ')[0] || 'Account';
  const go = (path: string) => void navigate(path);
  const goTo = (path: string) => () => go(path);
  const items: [label: string, action: () => void][] = [
    ['My account', goTo(pathTo('personal-info'))],
    ['Orders', () => bus.emit('orders:open-tracking', {})],
    ['Wallet', goTo(pathTo('wallet'))],
    ['Take the tour', () => takeTheTour(go)],
    ['Delete account', goTo(pathTo('delete-account'))],
    ['Log out', () => logout({ navigate: go, reload: () => window.location.reload() })],
  ];

  return (
    <div className={styles.menu} {...tourTarget('orders')}>
      <button
        type="button"
        className={styles.trigger}
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen((value) => !value)}
        data-testid="account-menu"
      >
        <span className={styles.avatar} aria-hidden="true">
          {firstName.charAt(0).toUpperCase()}
        </span>
        <span className={styles.label}>{firstName}</span>
      </button>
      {open && (
        <ul className={styles.items} role="menu">
          {items.map(([label, action]) => (
            <li key={label} role="none">
              <button type="button" role="menuitem" onClick={choose(action)}>
                {label}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
