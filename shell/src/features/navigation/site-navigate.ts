/**
 * The navigate function the shell hands to every parcel and uses itself: internal paths go
 * through the router (no reload), permitted external URLs leave the site, and refused ones
 * raise an error toast and throw (spec section 8).
 */
import { notify } from '@jara/bus/toast';
import type { NavigateOptions } from '@jara/contracts/remote-contract';
import { resolveNavigation } from './safe-navigation';
import { transitionNavigate, type RouterNavigate } from './transition-navigate';

export function createSiteNavigate(
  navigate: RouterNavigate,
  leave: (url: string) => void = (url) => window.location.assign(url),
) {
  return (to: string, options: NavigateOptions = {}): void => {
    let target;
    try {
      target = resolveNavigation(to, options, window.location.origin);
    } catch (error) {
      notify.error((error as Error).message);
      console.error('[navigation] refused', error);
      throw error;
    }
    if (target.kind === 'external') {
      leave(target.url);
      return;
    }
    transitionNavigate(navigate, target.path, { replace: options.replace ?? false });
  };
}
