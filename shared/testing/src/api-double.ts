/**
 * A network-level double of the site's two APIs (msw): a screen test answers the calls its
 * screen makes at the network, so the real `@jara/api` client runs (the envelope, the session
 * rules, the toasts) instead of a mocked module. A call is named by its contract key
 * (`'GET /marketplace/vendors/{slug}'`) and answered with data of the contract's type; a call
 * nobody answered fails the test. Each way to answer the main API has a plans twin
 * (`answer`/`answerPlans`, `refuse`/`refusePlans`, ...). Needs the `jest-fixed-jsdom`
 * environment, which gives jsdom Node's own fetch for msw to intercept.
 */
import { http, HttpResponse, matchRequestUrl, type JsonBodyType } from 'msw';
import { setupServer, type SetupServerApi } from 'msw/node';
import { configureApi } from '@jara/api/configure-api';
import type { MainApiCalls, PlansApiCalls } from '@jara/contracts/api-calls';
import { FAULT_ANSWERS, type CallFault } from './call-faults';
import { bodyOf } from './sent-requests';

export { FAULT_ANSWERS, type CallFault } from './call-faults';

export const MAIN_BASE = 'https://api.jara.test/api';
export const PLANS_BASE = 'https://plans.jara.test';

const HANDLERS = { GET: http.get, POST: http.post, PUT: http.put, DELETE: http.delete };

type ContractCalls<Calls> = Record<keyof Calls, { data: unknown; body: unknown }>;

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

const success = (data: unknown, message = '') =>
  HttpResponse.json({ status: 'success', message, data } as JsonBodyType);

/** The ways to answer the calls of one API (`base`), and the requests that reached them. */
function callsOn<Calls extends ContractCalls<Calls>>(
  base: string,
  server: SetupServerApi,
  sentRequests: Request[],
) {
  type Key = keyof Calls & string;
  const serve = (key: Key, answer: (request: Request) => Response | Promise<Response>) => {
    const { handler, url } = route(base, key);
    server.use(handler(url, ({ request }) => answer(request)));
  };

  return {
    /** Every later call of `key` succeeds with `data`. */
    answer: <K extends Key>(key: K, data: Calls[K]['data'], message = '') =>
      serve(key, () => success(data, message)),
    /** Every later call of `key` succeeds with what `answer` makes of the body it sent (none
     * for a GET): a price of the options asked, or a promise the test settles when it chooses. */
    answerWith: <K extends Key>(
      key: K,
      answer: (body: Calls[K]['body']) => Calls[K]['data'] | Promise<Calls[K]['data']>,
    ) =>
      serve(key, async (request) => {
        const body = request.method === 'GET' ? undefined : await bodyOf(request);
        return success(await answer(body as Calls[K]['body']));
      }),
    /** Every later call of `key` succeeds with what `answer` makes of the request itself: its
     * query (a list's page) or its headers (the `location` a list is scoped by). */
    answerRequest: <K extends Key>(
      key: K,
      answer: (request: Request) => Calls[K]['data'] | Promise<Calls[K]['data']>,
    ) => serve(key, async (request) => success(await answer(request))),
    /** Every later call of `key` fails with `status`, the server's message and, for a 422, its
     * messages per field (`errors`), as the API refuses a form. */
    refuse: (key: Key, status: number, message: string, errors?: Record<string, string[]>) =>
      serve(key, () =>
        HttpResponse.json({ status: 'error', message, ...(errors && { errors }) }, { status }),
      ),
    /** Every later call of `key` never gets an answer: the connection fails. */
    drop: (key: Key) => serve(key, () => HttpResponse.error()),
    /** Every later call of `key` breaks with `fault`; a later `answer` heals it. */
    break: (key: Key, fault: CallFault) => serve(key, FAULT_ANSWERS[fault]),
    /** The requests this test sent to `key`, in order. */
    sent: (key: Key): Request[] => {
      const { method, url } = route(base, key);
      return sentRequests.filter(
        (request) =>
          request.method === method && matchRequestUrl(new URL(request.url), url).matches,
      );
    },
  };
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

  const main = callsOn<MainApiCalls>(MAIN_BASE, server, sentRequests);
  const plans = callsOn<PlansApiCalls>(PLANS_BASE, server, sentRequests);
  return {
    server,
    ...main,
    answerPlans: plans.answer,
    answerPlansWith: plans.answerWith,
    answerPlansRequest: plans.answerRequest,
    refusePlans: plans.refuse,
    dropPlans: plans.drop,
    breakPlans: plans.break,
    sentPlans: plans.sent,
  };
}
