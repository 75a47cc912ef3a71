/**
 * Fetches one of the runtime documents served beside index.html and validates it. Every way it
 * can fail (network, HTTP status, not JSON, wrong shape, no answer in time) becomes a BootError
 * naming the problem: a server that never answers must not leave the page blank.
 */
import type { z } from 'zod/mini';
import { BOOT_DOCUMENT_TIMEOUT_MS } from '@jara/contracts/constants';
import { takeEarlyDocument } from '../remote-loading/preload/early-documents';
import { BootError } from './boot-error';

function describeIssues(error: z.core.$ZodError): string[] {
  return error.issues.map((issue) => {
    const at = issue.path.length > 0 ? issue.path.join('.') : 'the document';
    return `${at}: ${issue.message}`;
  });
}

/** The early answer, or undefined when it failed or did not come before the boot gave up. */
function untilAborted(early: Promise<string | undefined>, signal: AbortSignal) {
  const aborted = new Promise<undefined>((resolve) =>
    signal.addEventListener('abort', () => resolve(undefined), { once: true }),
  );
  return Promise.race([early, aborted]);
}

export async function fetchJsonDocument<T>(
  url: string,
  schema: z.ZodMiniType<T>,
  timeoutMs = BOOT_DOCUMENT_TIMEOUT_MS,
): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  // A body that stalls after the headers is aborted too, so every failure asks this first.
  const problem = (otherwise: string) =>
    controller.signal.aborted ? `it did not answer within ${timeoutMs / 1000} s` : otherwise;
  try {
    // The early preload script already read this document (consuming index.html's preload): its
    // answer saves a second request on the boot's path. Without one, fetch at once.
    const earlyDocument = takeEarlyDocument(url);
    const early = earlyDocument && (await untilAborted(earlyDocument, controller.signal));
    const body = early !== undefined ? parseEarly(url, early) : await fetchBody();
    const parsed = schema.safeParse(body);
    if (!parsed.success) throw new BootError(url, describeIssues(parsed.error));
    return parsed.data;
  } finally {
    clearTimeout(timer);
  }

  async function fetchBody(): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(url, { cache: 'no-cache', signal: controller.signal });
    } catch {
      throw new BootError(url, [problem('it could not be fetched (network error)')]);
    }
    if (!response.ok) {
      throw new BootError(url, [
        `the server answered ${response.status} ${response.statusText}`.trim(),
      ]);
    }
    try {
      return (await response.json()) as unknown;
    } catch {
      throw new BootError(url, [problem('it is not valid JSON')]);
    }
  }
}

function parseEarly(url: string, early: string): unknown {
  try {
    return JSON.parse(early) as unknown;
  } catch {
    throw new BootError(url, ['it is not valid JSON']);
  }
}
