/**
 * The header's account control: "Sign in" for a visitor; for a customer, a menu with their
 * account, orders, wallet, account deletion and logout.
 */
import { pathTo } from '@jara/contracts/site-paths';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { bus } from '@jara/bus';
import { requestLogin } from '@jara/bus/login-request';
import { isLoggedIn, sessionStore } from '@jara/state/session-store';
import { useStore } from '@jara/state/use-store';
import { logout } from './logout';
import styles from './account-menu.module.css';

const AccountModal = lazy(async () => ({
  default: (await import('./account-modal')).AccountModal,
}));

export function AccountMenu() {
  const navigate = useNavigate();
  const signedIn = useStore(sessionStore, isLoggedIn);
  const name = useStore(sessionStore, (state) => state.customer?.name ?? '');
  const [open, setOpen] = useState(false);
  const [accountOpen, setAccountOpen] = useState(false);

  if (!signedIn) {
    return (
      <button type="button" className={styles.signIn} onClick={() => void requestLogin('customer')}>
        Sign in
      </button>
    );
  }

  const choose = (action: () => void) => () => {
    setOpen(false);
    action();
  };
  const firstName = name.split(' ')[0] || 'Account';

  return (
    <div className={styles.menu}>
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
        {firstName}
      </button>
      {open && (
        <ul className={styles.items} role="menu">
          <li role="none">
            <button type="button" role="menuitem" onClick={choose(() => setAccountOpen(true))}>
              My account
            </button>
          </li>
          <li role="none">
            <button
              type="button"
              role="menuitem"
              onClick={choose(() => bus.emit('orders:open-tracking', {}))}
            >
              Track my orders
            </button>
          </li>
          <li role="none">
            <button
              type="button"
              role="menuitem"
              onClick={choose(() => void navigate(pathTo('delete-account')))}
            >
              Delete account
            </button>
          </li>
          <li role="none">
            <button
              type="button"
              role="menuitem"
              onClick={choose(() =>
                logout({
                  navigate: (path) => void navigate(path),
                  reload: () => window.location.reload(),
                }),
              )}
            >
              Log out
            </button>
          </li>
        </ul>
      )}
      {accountOpen && (
        <Suspense fallback={null}>
          <AccountModal onClose={() => setAccountOpen(false)} />
        </Suspense>
      )}
    </div>
  );
}
