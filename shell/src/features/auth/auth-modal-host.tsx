/**
 * Answers `auth:login-required` from any bundle: opens the login modal and, when it closes,
 * settles every request that was waiting with whether the customer is now signed in, so the
 * action that needed a login continues by itself. The host itself loads when the page is idle
 * or with the first request (see `login-requests`).
 */
import { lazy, Suspense, useRef, useState } from 'react';
import { bus } from '@jara/bus';
import type { LoginVariant } from '@jara/contracts/bus-events';
import { isLoggedIn, sessionStore } from '@jara/state/session-store';
import { useChannelEvent } from '../boot/use-channel-event';
import { loginRequests } from './login-requests';

// The modal and its forms (and the API client) load when first asked for, not with the page.
const LoginModal = lazy(async () => ({ default: (await import('./login-modal')).LoginModal }));

interface OpenRequest {
  variant: LoginVariant;
  reason?: string;
}

function alreadySignedIn(variant: LoginVariant): boolean {
  const state = sessionStore.getState();
  return variant === 'plan' ? Boolean(state.planToken) : isLoggedIn(state);
}

export function AuthModalHost() {
  const [open, setOpen] = useState<OpenRequest | null>(null);
  const waiting = useRef<string[]>([]);

  const settle = (loggedIn: boolean) => {
    const ids = waiting.current;
    waiting.current = [];
    setOpen(null);
    for (const requestId of ids) bus.emit('auth:login-settled', { requestId, loggedIn });
  };

  useChannelEvent(loginRequests, 'auth:login-required', ({ requestId, variant, reason }) => {
    if (alreadySignedIn(variant)) {
      bus.emit('auth:login-settled', { requestId, loggedIn: true });
      return;
    }
    waiting.current.push(requestId);
    setOpen((current) => current ?? { variant, ...(reason ? { reason } : {}) });
  });

  if (!open) return null;
  return (
    <Suspense fallback={null}>
      <LoginModal
        variant={open.variant}
        {...(open.reason ? { reason: open.reason } : {})}
        onSignedIn={() => settle(true)}
        onClose={() => settle(alreadySignedIn(open.variant))}
      />
    </Suspense>
  );
}
