/**
 * Turns an uncaught error into one `client_error` analytics event: its message (truncated), its
 * name, where it was caught, the remote it came from when known and the route pattern (never the
 * address: it may hold a customer's ids). The analytics client adds the loaded releases.
 *
 * Bounded, because a render loop or a failing poll can throw thousands of times a minute: each
 * distinct error is reported once and a page reports at most `MAX_ERRORS_PER_PAGE`. It never
 * throws: the reporter must not become the page's next error.
 */
import { REMOTE_NAMES, type RemoteName } from '@jara/contracts/remote-contract';
import type { ChosenReleases } from '../remote-loading/releases/chosen-releases';
import { firstStackUrl, remoteOfScript } from './script-remote';

export const CLIENT_ERROR_EVENT = 'client_error';
export const MAX_ERRORS_PER_PAGE = 20;
export const MAX_MESSAGE_LENGTH = 300;
const MAX_NAME_LENGTH = 100;

/**
 * `error` and `unhandledrejection` are the window's; `remote_load` a failed federation load;
 * `parcel` a remote that crashed while mounting or rendering.
 */
export type ErrorSource = 'error' | 'unhandledrejection' | 'remote_load' | 'parcel';

export interface CaughtError {
  source: ErrorSource;
  error: unknown;
  /** The browser's message, for errors that carry no Error (a cross-origin "Script error."). */
  message?: string;
  /** The script the error was thrown from, when the browser says. */
  scriptUrl?: string;
  /** The remote, when the one who caught it knows (a failed load names its remote). */
  remote?: unknown;
}

export interface ErrorReporterContext {
  capture(event: string, properties: Record<string, unknown>): void;
  route(): string;
  releases(): ChosenReleases;
}

export interface ClientErrorProperties {
  source: ErrorSource;
  error_name: string;
  message: string;
  route: string;
  remote?: RemoteName;
}

const truncate = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length - 1)}…` : text;

const isRemoteName = (name: unknown): name is RemoteName =>
  (REMOTE_NAMES as unknown[]).includes(name);

function text(value: unknown): string {
  try {
    return String(value);
  } catch {
    // An object without a string form (Object.create(null)).
    return Object.prototype.toString.call(value);
  }
}

function describe(caught: CaughtError, context: ErrorReporterContext): ClientErrorProperties {
  const error = caught.error instanceof Error ? caught.error : undefined;
  const message = error ? error.message : (caught.message ?? text(caught.error));
  const remote = isRemoteName(caught.remote)
    ? caught.remote
    : remoteOfScript(caught.scriptUrl ?? firstStackUrl(error?.stack), context.releases());
  return {
    source: caught.source,
    error_name: truncate(error ? text(error.name) : 'NonError', MAX_NAME_LENGTH),
    message: truncate(text(message), MAX_MESSAGE_LENGTH),
    route: context.route(),
    ...(remote ? { remote } : {}),
  };
}

export function createErrorReporter(context: ErrorReporterContext): (caught: CaughtError) => void {
  const reported = new Set<string>();
  let warned = false;
  return (caught) => {
    try {
      const properties = describe(caught, context);
      const key = [properties.source, properties.error_name, properties.message].join('\n');
      if (reported.has(key)) return;
      if (reported.size >= MAX_ERRORS_PER_PAGE) {
        if (!warned) console.warn(`[errors] over ${MAX_ERRORS_PER_PAGE} errors: no more reported`);
        warned = true;
        return;
      }
      reported.add(key);
      context.capture(CLIENT_ERROR_EVENT, { ...properties });
    } catch {
      // Reporting is best effort; an error here would be caught and reported again.
    }
  };
}
