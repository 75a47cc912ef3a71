/**
 * Logout exactly as spec section 4 lists it: end the session (which clears the session state and
 * tells every bundle, so remotes drop their own state), say "Log Out Successfully", go to
 * /stores, and reload the page after 1000 ms so no bundle keeps anything in memory.
 */
import { notify } from '@jara/bus/toast';
import {
  AFTER_LOGOUT_SCREEN,
  LOGOUT_MESSAGE,
  LOGOUT_RELOAD_DELAY_MS,
} from '@jara/contracts/constants';
import { pathTo } from '@jara/contracts/site-paths';
import { endSession } from '@jara/state/end-session';

export interface LogoutEffects {
  navigate: (path: string) => void;
  reload: () => void;
}

export function logout({ navigate, reload }: LogoutEffects): void {
  endSession('logout');
  notify.success(LOGOUT_MESSAGE);
  navigate(pathTo(AFTER_LOGOUT_SCREEN));
  setTimeout(reload, LOGOUT_RELOAD_DELAY_MS);
}
