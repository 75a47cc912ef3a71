/**
 * When the server ends a session (a 401 or 404, an expired session found on start, the realtime
 * auth refusing the token), the customer's data has already left the page; this tells them why,
 * and offers the way back in. It stays until they sign in again or put it away: a message with
 * an action must not vanish before it can be used. A logout has its own message, so not this.
 */
import toast from 'react-hot-toast';
import { requestLogin } from '@jara/bus/login-request';
import { Button } from '@jara/ui/button';
import styles from './session-ended-notice.module.css';
import { SESSION_ENDED_MESSAGE } from './session-ended-message';

// One notice however many calls failed together.
const NOTICE_ID = 'session-ended';

function SessionEndedNotice() {
  const signIn = () => {
    toast.dismiss(NOTICE_ID);
    void requestLogin('customer');
  };
  return (
    <span className={styles.notice}>
      <span className={styles.message}>{SESSION_ENDED_MESSAGE}</span>
      <span className={styles.actions}>
        <Button size="sm" onClick={signIn}>
          Sign in
        </Button>
        <Button size="sm" variant="ghost" onClick={() => toast.dismiss(NOTICE_ID)}>
          Not now
        </Button>
      </span>
    </span>
  );
}

export function showSessionEndedNotice(): void {
  toast(<SessionEndedNotice />, {
    id: NOTICE_ID,
    duration: Infinity,
    // Plain toasts let presses through to the page (toast-host); this one has buttons to press.
    style: { pointerEvents: 'auto' },
    ariaProps: { role: 'alert', 'aria-live': 'assertive' },
  });
}

export function dismissSessionEndedNotice(): void {
  toast.dismiss(NOTICE_ID);
}
