/**
 * Whether a pinned release exists before the page commits to it: one fetch of its
 * mf-manifest.json with a short limit. The answer is handed to the federation runtime (see
 * ../preload/early-documents.ts), so the pinned remote's manifest is not downloaded twice.
 */
import { publishEarlyDocument } from '../preload/early-documents';

export const MANIFEST_CHECK_TIMEOUT_MS = 3000;

/** Undefined when the manifest is there; otherwise what went wrong, for the tester. */
export async function manifestProblem(
  url: string,
  timeoutMs = MANIFEST_CHECK_TIMEOUT_MS,
): Promise<string | undefined> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetch(url, { cache: 'no-cache', signal: controller.signal });
    if (!response.ok) return `${url} answered ${response.status}`;
    const text = await response.text();
    JSON.parse(text);
    publishEarlyDocument(url, Promise.resolve(text));
    return undefined;
  } catch {
    return controller.signal.aborted
      ? `${url} did not answer within ${timeoutMs / 1000} s`
      : `${url} could not be read as a manifest`;
  } finally {
    clearTimeout(timer);
  }
}
