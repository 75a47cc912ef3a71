/**
 * A network-level double of the site's two APIs (msw): a screen test answers the calls its
 * screen makes at the network, so the real `@jara/api` client runs (the envelope, the session
 * rules, the toasts) instead of a mocked module. A call is named by its contract key
 * (`'GET /marketplace/vendors/{slug}'`) and answered with data of the contract's type; a call
 * nobody answered fails the test. Needs the `jest-fixed-jsdom` environment, which gives jsdom
 * Node's own fetch for msw to intercept.
 */
import { delay, http, HttpResponse, matchRequestUrl, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { configureApi } from '@jara/api/configure-api';
import type { MainApiCalls, PlansApiCalls } from '@jara/contracts/api-calls';

export const MAIN_BASE = 'https://api.jara.test/api';
export const PLANS_BASE = 'https://plans.jara.test';

const HANDLERS = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete };

/**
 * The ways a call breaks that a screen must explain calmly (the e2e chaos cases' faults): an
 * HTML 500 from a proxy, a cut-off body, a success envelope around data of the wrong shape, or
 * no answer at all.
 */
export type CallFault = '500' | 'not-json' | 'wrong-shape' | 'hang';

/** The answer of each fault, for a test that breaks a URL outside the two APIs. */
export const FAULT_ANSWERS: Record<CallFault, () => Response | Promise<Response>> = {
  '500': () =>
    new HttpResponse('<h1>500</h1>', { status: 500, headers: { 'content-type': 'text/html' } }),
  'not-json': () =>
    new HttpResponse('{"st', { status: 200, headers: { 'content-type': 'application/json' } }),
  'wrong-shape': () =>
    HttpResponse.json({ status: 'success', message: '', data: { unexpected: [1, 'two', null] } }),
  hang: async () => {
    await delay('infinite');
    return HttpResponse.error();
  },
};

type MainKey = keyof MainApiCalls & string;
type PlansKey = keyof PlansApiCalls & string;

/** The route of a contract key on its base: `{name}` placeholders become msw's `:name`. */
function route(base: string, key: string) {
  const space = key.indexOf(' ');
  const method = key.slice(0, space) as keyof typeof HANDLERS;
  const path = key
    .slice(space + 1)
    .replace(/^\//, '')
    .replace(/\{(\w+)\}/g, ':$1');
  return { method, handler: HANDLERS[method], url: `${base}/${path}` };
}

export function setUpApiDouble() {
  const server = setupServer();
  const sentRequests: Request[] = [];
  server.events.on('request:start', ({ request }) => void sentRequests.push(request));

  beforeAll(() => {
    configureApi({ baseUrl: MAIN_BASE, plansBaseUrl: PLANS_BASE });
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    server.resetHandlers();
    sentRequests.length = 0;
  });
  afterAll(() => server.close());

  const reply = (base: string, key: string, status: number, body: JsonBodyType) => {
    const { handler, url } = route(base, key);
    server.use(handler(url, () => HttpResponse.json(body, { status })));
  };

  return {
    server,
    /** Every later call of `key` succeeds with `data`. */
    answer<Key extends MainKey>(key: Key, data: MainApiCalls[Key]['data'], message = '') {
      reply(MAIN_BASE, key, 200, { status: 'success', message, data } as JsonBodyType);
    },
    answerPlans<Key extends PlansKey>(key: Key, data: PlansApiCalls[Key]['data']) {
      reply(PLANS_BASE, key, 200, { status: 'success', message: '', data } as JsonBodyType);
    },
    /** Every later call of `key` fails with `status`, the server's message and, for a 422, its
     * messages per field (`errors`), as the API refuses a form. */
    refuse(key: MainKey, status: number, message: string, errors?: Record<string, string[]>) {
      reply(MAIN_BASE, key, status, { status: 'error', message, ...(errors && { errors }) });
    },
    /** Every later call of `key` never gets an answer: the connection fails. */
    drop(key: MainKey) {
      const { handler, url } = route(MAIN_BASE, key);
      server.use(handler(url, () => HttpResponse.error()));
    },
    /** Every later call of `key` breaks with `fault`; a later `answer` heals it. */
    break(key: MainKey, fault: CallFault) {
      const { handler, url } = route(MAIN_BASE, key);
      server.use(handler(url, FAULT_ANSWERS[fault]));
    },
    breakPlans(key: PlansKey, fault: CallFault) {
      const { handler, url } = route(PLANS_BASE, key);
      server.use(handler(url, FAULT_ANSWERS[fault]));
    },
    /** The requests this test sent to `key`, in order. */
    sent(key: MainKey): Request[] {
      const { method, url } = route(MAIN_BASE, key);
      return sentRequests.filter(
        (request) =>
          request.method === method && matchRequestUrl(new URL(request.url), url).matches,
      );
    },
  };
}
