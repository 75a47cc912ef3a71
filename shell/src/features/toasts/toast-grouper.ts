/**
 * Groups identical toast messages into one toast with a repeat count (spec section 5). A message
 * repeated while its toast is still showing updates that toast instead of stacking a new one.
 */
import type { ToastKind } from '@jara/contracts/bus-events';

export interface ShownToast {
  id: string;
  kind: ToastKind;
  message: string;
  count: number;
}

export interface ToastGrouper {
  push(kind: ToastKind, message: string): ShownToast;
}

export function createToastGrouper(durationMs: number, now: () => number = Date.now): ToastGrouper {
  const active = new Map<string, { toast: ShownToast; expiresAt: number }>();
  let next = 0;

  return {
    push(kind, message) {
      const key = `${kind}\u0000${message}`;
      const current = active.get(key);
      const time = now();
      const toast: ShownToast =
        current && current.expiresAt > time
          ? { ...current.toast, count: current.toast.count + 1 }
          : { id: `toast-${(next += 1)}`, kind, message, count: 1 };
      active.set(key, { toast, expiresAt: time + durationMs });
      return toast;
    },
  };
}

export function toastText({ message, count }: ShownToast): string {
  return count > 1 ? `${message} (×${count})` : message;
}
