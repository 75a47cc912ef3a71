/**
 * The API double (`@jara/testing/api-double`) with what the plan screens' tests also need of the
 * plans API base, which the shared double answers only with a success or a fault: a refusal with
 * the server's message and per-field errors, a dropped connection, an answer worked out from the
 * request or held until the test lets it go, and the requests that reached a call.
 * Call at a test file's top level, like `setUpApiDouble`; the file needs `jest-fixed-jsdom`.
 */
import { http, HttpResponse, matchRequestUrl } from 'msw';
import type { PlansApiCalls } from '@jara/contracts/api-calls';
import { PLANS_BASE, setUpApiDouble } from '@jara/testing/api-double';

type PlansKey = keyof PlansApiCalls & string;
type DataOf<Key extends PlansKey> = PlansApiCalls[Key]['data'];
type BodyOf<Key extends PlansKey> = PlansApiCalls[Key]['body'];

const HANDLERS = { GET: http.get, POST: http.post };

/** The route of a contract key on the plans base, as the shared double names it for msw. */
function plansRoute(key: PlansKey) {
  const [method, path] = key.split(' ') as [keyof typeof HANDLERS, string];
  const url = `${PLANS_BASE}/${path.replace(/^\//, '').replace(/\{(\w+)\}/g, ':$1')}`;
  return { method, handler: HANDLERS[method], url };
}

/** The JSON body a request sent; the request stays readable for the next look. */
export const bodyOf = (request: Request): Promise<unknown> => request.clone().json();

/** A request's query, as plain strings the way it crossed the network. */
export const queryOf = (request: Request) => Object.fromEntries(new URL(request.url).searchParams);

export function setUpPlansApiDouble() {
  const api = setUpApiDouble();
  const sentRequests: Request[] = [];
  api.server.events.on('request:start', ({ request }) => void sentRequests.push(request));
  afterEach(() => {
    sentRequests.length = 0;
  });

  const serve = (key: PlansKey, answer: (request: Request) => Response | Promise<Response>) => {
    const { handler, url } = plansRoute(key);
    api.server.use(handler(url, ({ request }) => answer(request)));
  };

  return {
    ...api,
    /** Every later call of `key` fails with `status`, the server's message and, for a 422, its
     * messages per field (`errors`), as the plans API refuses. */
    refusePlans(key: PlansKey, status: number, message: string, errors?: Record<string, string[]>) {
      serve(key, () =>
        HttpResponse.json({ status: 'error', message, ...(errors && { errors }) }, { status }),
      );
    },
    /** Every later call of `key` never gets an answer: the connection fails. */
    dropPlans(key: PlansKey) {
      serve(key, () => HttpResponse.error());
    },
    /** Every later call of `key` succeeds with what `answer` makes of the body it sent: a price
     * of the options asked, or a promise the test settles when it chooses. */
    answerPlansWith<Key extends PlansKey>(
      key: Key,
      answer: (body: BodyOf<Key>) => DataOf<Key> | Promise<DataOf<Key>>,
    ) {
      serve(key, async (request) => {
        // A clone: `sentPlans` hands the same request to the test, which may read its body too.
        const body = (
          request.method === 'GET' ? undefined : await request.clone().json()
        ) as BodyOf<Key>;
        return HttpResponse.json({ status: 'success', message: '', data: await answer(body) });
      });
    },
    /** The requests this test sent to `key` of the plans API, in order. */
    sentPlans(key: PlansKey): Request[] {
      const { method, url } = plansRoute(key);
      return sentRequests.filter(
        (request) =>
          request.method === method && matchRequestUrl(new URL(request.url), url).matches,
      );
    },
  };
}
