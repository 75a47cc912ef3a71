/**
 * Fetches one of the runtime documents served beside index.html and validates it. Every way it
 * can fail (network, HTTP status, not JSON, wrong shape) becomes a BootError naming the problem.
 */
import type { z } from 'zod/mini';
import { BootError } from './boot-error';

function describeIssues(error: z.core.$ZodError): string[] {
  return error.issues.map((issue) => {
    const at = issue.path.length > 0 ? issue.path.join('.') : 'the document';
    return `${at}: ${issue.message}`;
  });
}

export async function fetchJsonDocument<T>(url: string, schema: z.ZodMiniType<T>): Promise<T> {
  let response: Response;
  try {
    response = await fetch(url, { cache: 'no-cache' });
  } catch {
    throw new BootError(url, ['it could not be fetched (network error)']);
  }
  if (!response.ok) {
    throw new BootError(url, [
      `the server answered ${response.status} ${response.statusText}`.trim(),
    ]);
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    throw new BootError(url, ['it is not valid JSON']);
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new BootError(url, describeIssues(parsed.error));
  return parsed.data;
}
