/**
 * Listens from the page's start for the server ending the session, and only then loads the
 * notice and the toasts that show it, so a page whose session is fine never pays for them.
 * Signing in again takes the notice away, even one still on its way.
 */
import { bus } from '@jara/bus';
import type * as SessionEndedNotice from './session-ended-notice';

type NoticeModule = typeof SessionEndedNotice;

export function watchSessionEnd(
  loadToasts: () => Promise<unknown>,
  loadNotice: () => Promise<NoticeModule> = () =>
    import(/* webpackChunkName: "session-ended-notice" */ './session-ended-notice'),
): () => void {
  let ended = false;
  let notice: NoticeModule | undefined;
  const stops = [
    bus.on('auth:logged-out', ({ reason }) => {
      if (reason !== 'unauthorized') return;
      ended = true;
      Promise.all([loadNotice(), loadToasts()])
        .then(([loaded]) => {
          notice = loaded;
          if (ended) loaded.showSessionEndedNotice();
        })
        .catch((error: unknown) => {
          console.error('[session] could not show that the session has ended', error);
        });
    }),
    bus.on('auth:logged-in', () => {
      ended = false;
      notice?.dismissSessionEndedNotice();
    }),
  ];
  return () => stops.forEach((stop) => stop());
}
