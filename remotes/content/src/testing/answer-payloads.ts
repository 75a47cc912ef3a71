/**
 * Stands in for the site's payload files: `fetch` answers `{path}/_payload.json` from the given
 * map (404 for a path it does not hold), or fails as the test says.
 */
import { payloadPath } from '@jara/contracts/prerender';

/** jsdom has no `Response`: the fields `fetchPagePayload` reads are enough. */
function reply(status: number, body?: unknown) {
  return { status, ok: status < 400, json: () => Promise.resolve(body) };
}

export function answerPayloads(answers: Record<string, unknown>) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    const path = Object.keys(answers).find((key) => payloadPath(key) === url);
    if (path === undefined) return reply(404);
    const answer = answers[path];
    if (answer === 'network-error') throw new TypeError('Failed to fetch');
    if (answer === 'server-error') return reply(500);
    return reply(200, answer);
  });
  globalThis.fetch = fetchMock as unknown as typeof fetch;
  return fetchMock;
}
