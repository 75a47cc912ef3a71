/**
 * Ends the current task and resumes the caller in a new one, so that the browser can handle
 * input and paint in between. The boot's steps each cost tens of milliseconds on a mid-range
 * phone; run as one task they kept a tap waiting for a quarter of a second.
 *
 * `scheduler.yield()` resumes ahead of other queued tasks (Chromium); elsewhere a message on a
 * MessageChannel, which, unlike a nested `setTimeout(0)`, is not clamped to 4 ms; `setTimeout`
 * only where neither exists.
 */
interface YieldScope {
  scheduler?: { yield?: () => Promise<void> };
  MessageChannel?: typeof MessageChannel;
}

export function yieldToMain(scope: YieldScope = globalThis): Promise<void> {
  const schedulerYield = scope.scheduler?.yield;
  if (typeof schedulerYield === 'function') return schedulerYield.call(scope.scheduler);
  const Channel = scope.MessageChannel;
  if (Channel) {
    return new Promise((resolve) => {
      const channel = new Channel();
      channel.port1.onmessage = () => {
        channel.port1.close();
        resolve();
      };
      channel.port2.postMessage(null);
    });
  }
  return new Promise((resolve) => setTimeout(resolve, 0));
}
