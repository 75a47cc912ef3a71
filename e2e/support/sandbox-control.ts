/**
 * Drives the sandbox from a spec: reset its data, move its clock, bounce its realtime server,
 * force an order's status. Every call fails loudly with the sandbox's own message.
 */
import { E2E_URLS } from './e2e-stack';

export async function sandboxCall<T = unknown>(
  method: 'GET' | 'POST' | 'DELETE',
  url: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(url, {
    method,
    ...(body !== undefined && {
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    }),
  });
  const text = await response.text();
  let parsed: unknown;
  try {
    parsed = text === '' ? undefined : JSON.parse(text);
  } catch {
    parsed = text;
  }
  if (!response.ok) {
    const message = (parsed as { message?: string } | undefined)?.message ?? text;
    throw new Error(`${method} ${url} answered ${response.status}: ${message}`);
  }
  // Control endpoints answer with the API envelope; hand back its data.
  const envelope = parsed as { status?: string; data?: T } | undefined;
  return (envelope?.status === 'success' && 'data' in envelope ? envelope.data : parsed) as T;
}

/** Restores the seed: every spec that writes data starts from the same state. */
export function resetSandbox(): Promise<unknown> {
  return sandboxCall('POST', `${E2E_URLS.sandboxControl}/reset`);
}

/** Moves order statuses forward as if `ms` had passed; says how many order steps were taken. */
export function advanceSandboxClock(ms: number): Promise<{ now: string; order_steps: number }> {
  return sandboxCall('POST', `${E2E_URLS.sandboxControl}/clock/advance`, { ms });
}

/** Moves the sandbox's clock on to the next `utcHour`:00 (it only goes forward); its new now. */
export async function moveSandboxClockTo(utcHour: number): Promise<Date> {
  const now = Date.parse((await advanceSandboxClock(0)).now);
  const target = new Date(now);
  target.setUTCHours(utcHour, 0, 0, 0);
  if (target.getTime() <= now) target.setUTCDate(target.getUTCDate() + 1);
  return new Date((await advanceSandboxClock(target.getTime() - now)).now);
}

/** Drops every websocket and listens again after `downMs`, to prove the client reconnects. */
export function restartRealtime(downMs: number): Promise<unknown> {
  return sandboxCall('POST', `${E2E_URLS.sandboxControl}/realtime/restart`, { downMs });
}

/** Forces an order's status (and broadcasts it). */
export function setOrderStatus(orderUuid: string, status: string): Promise<unknown> {
  return sandboxCall(
    'POST',
    `${E2E_URLS.sandboxControl}/orders/${encodeURIComponent(orderUuid)}/status`,
    { status },
  );
}

/** The last password-reset pass code mailed to `email` (there is no real mail). */
export function lastPasscode(
  email: string,
): Promise<{ email: string; passcode: string; expires_at: string }> {
  return sandboxCall(
    'GET',
    `${E2E_URLS.sandboxControl}/passcodes?email=${encodeURIComponent(email)}`,
  );
}
