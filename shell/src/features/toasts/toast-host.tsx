/**
 * The one place toasts are rendered. Any bundle raises them through the bus; the shell shows them
 * with react-hot-toast at the spec's duration and placement, grouping repeats. The spec's offset
 * is measured from the page's sticky header, not the window's edge: at the top of the window a
 * toast covered the header's controls (the delivery location most of all, on a phone). Below the
 * header it sits over the top of the page instead, so it lets every press through: a message toast
 * has nothing to press, and for its 3 s it must not swallow a tap on what lies under it (a notice
 * with buttons, such as the session-ended one, takes presses back in its own options). It loads
 * when the page is idle or with the first toast (see `toast-requests`).
 */
import { useState } from 'react';
import toast, { Toaster, type ToastOptions } from 'react-hot-toast';
import { TOAST_DURATION_MS, TOAST_OFFSET_PX, TOAST_POSITION } from '@jara/contracts/constants';
import type { ToastKind } from '@jara/contracts/bus-events';
import { useChannelEvent } from '../boot/use-channel-event';
import { headerClearance } from './header-clearance';
import { createToastGrouper, toastText } from './toast-grouper';
import { toastRequests } from './toast-requests';

function WarningIcon() {
  return (
    <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path fill="#b54708" d="M12 2 1 21h22L12 2Zm1 15h-2v2h2v-2Zm0-7h-2v5h2v-5Z" />
    </svg>
  );
}

const SHOW: Record<ToastKind, (text: string, options: ToastOptions) => string> = {
  success: (text, options) => toast.success(text, options),
  error: (text, options) => toast.error(text, options),
  warning: (text, options) =>
    toast(text, {
      ...options,
      icon: <WarningIcon />,
      ariaProps: { role: 'alert', 'aria-live': 'assertive' },
    }),
  info: (text, options) => toast(text, options),
};

export function ToastHost() {
  const [grouper] = useState(() => createToastGrouper(TOAST_DURATION_MS));
  const [top, setTop] = useState(TOAST_OFFSET_PX);

  useChannelEvent(toastRequests, 'toast:show', ({ kind, message }) => {
    // Measured as each toast comes: the header differs between layouts and widths.
    setTop(headerClearance() + TOAST_OFFSET_PX);
    const shown = grouper.push(kind, message);
    SHOW[kind](toastText(shown), { id: shown.id, duration: TOAST_DURATION_MS });
  });

  return (
    <Toaster
      position={TOAST_POSITION}
      containerStyle={{ top }}
      toastOptions={{ duration: TOAST_DURATION_MS, style: { pointerEvents: 'none' } }}
    />
  );
}
