/**
 * The hosts nobody sees until something asks for them: the login modal, the location picker and
 * the toasts. Each is its own chunk, loaded at `schedule` (after the first screen, when idle) or
 * at once by the first request for it; a request made before it loaded is held for it.
 */
import { loginRequests } from '../features/auth/login-requests';
import { deferHost } from '../features/boot/deferred-host';
import { pickRequests } from '../features/location/pick-requests';
import { toastRequests } from '../features/toasts/toast-requests';

export function createDeferredHosts(schedule: (work: () => void) => () => void) {
  const toasts = deferHost(
    'toasts',
    async () =>
      (await import(/* webpackChunkName: "toast-host" */ '../features/toasts/toast-host'))
        .ToastHost,
    { openOn: toastRequests, schedule },
  );
  const authModal = deferHost(
    'login',
    async () =>
      (await import(/* webpackChunkName: "auth-modal-host" */ '../features/auth/auth-modal-host'))
        .AuthModalHost,
    { openOn: loginRequests, schedule },
  );
  const locationPicker = deferHost(
    'location',
    async () =>
      (
        await import(
          /* webpackChunkName: "location-pick-host" */ '../features/location/location-pick-host'
        )
      ).LocationPickHost,
    { openOn: pickRequests, schedule },
  );

  function DeferredHosts() {
    return (
      <>
        <authModal.Mount />
        <locationPicker.Mount />
        <toasts.Mount />
      </>
    );
  }

  return { DeferredHosts, loadToasts: toasts.load };
}
