/** Any bundle raises a toast through these; the shell alone renders them. */
import type { ToastKind } from '@jara/contracts/bus-events';
import { bus } from './event-bus';

function show(kind: ToastKind) {
  return (message: string) => bus.emit('toast:show', { kind, message });
}

export const notify = {
  success: show('success'),
  error: show('error'),
  warning: show('warning'),
  info: show('info'),
};
