/**
 * Resolves once the page's realtime socket has subscribed to the customer's channel. The shell
 * connects after the first screen is drawn; news sent before that is read from the API on
 * subscribe, so a spec that proves news arrives *live* waits for this first.
 */
import type { Page, WebSocket } from '@playwright/test';

const SUBSCRIBED = 'pusher_internal:subscription_succeeded';

export function realtimeSubscribed(page: Page, timeoutMs = 20_000): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`the realtime channel was not subscribed within ${timeoutMs} ms`)),
      timeoutMs,
    );
    const watch = (socket: WebSocket) => {
      socket.on('framereceived', ({ payload }) => {
        if (String(payload).includes(SUBSCRIBED)) {
          clearTimeout(timer);
          page.off('websocket', watch);
          resolve();
        }
      });
    };
    page.on('websocket', watch);
  });
}
