/**
 * What a test reads off a request the API double saw (`api.sent(key)`): its query as the server
 * reads it, and the JSON body it sent.
 */

function sentOne(request: Request | undefined): Request {
  if (!request) throw new Error('No request was sent.');
  return request;
}

/** The query string of `request`, every value a string as the server gets it. */
export function queryOf(request: Request | undefined): Record<string, string> {
  return Object.fromEntries(new URL(sentOne(request).url).searchParams);
}

/**
 * The JSON body `request` sent, read from a copy: a body reads only once, and the double and
 * other looks may read it too. `Body` names what the test expects, as `Response.json()` would.
 */
export function bodyOf<Body = unknown>(request: Request | undefined): Promise<Body> {
  return sentOne(request).clone().json() as Promise<Body>;
}
