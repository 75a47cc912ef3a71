import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { decodeAnalyticsPayload } from '../analytics/decode-payload';
import { AnalyticsEventStore, eventsIn } from '../analytics/event-store';
import { flagsResponse, remoteConfig, remoteConfigScript } from '../analytics/posthog-responses';
import { recordingsFrom, SNAPSHOT_EVENT } from '../analytics/recordings';
import { createHttpApp, type PortOptions } from '../http/create-http-app';
import { ok } from '../http/envelope';
import { parseQuery } from '../http/validation';

/** Session recordings arrive in large chunks. */
const ANALYTICS_BODY_LIMIT_BYTES = 10 * 1024 * 1024;
const CAPTURE_PATHS = ['/e/', '/i/v0/e/', '/batch/', '/capture/', '/track/', '/engage/', '/s/'];

type AnyRequest = FastifyRequest<{ Querystring: Record<string, string | undefined> }>;

function payloadOf(request: AnyRequest): unknown {
  const body = request.body as Buffer | undefined;
  return decodeAnalyticsPayload(body, request.query, request.headers['content-type']);
}

/**
 * A sink for what posthog-js sends (capture, batch, recordings, flags, remote config) that keeps
 * every event so tests can read back what the site tracked, identified and set, and the session
 * recordings it sent, decoded (`/__sandbox/recordings`).
 */
export async function createAnalyticsApp(
  port: PortOptions,
): Promise<{ app: FastifyInstance; store: AnalyticsEventStore }> {
  const store = new AnalyticsEventStore();
  const app = await createHttpApp({ ...port, bodyLimitBytes: ANALYTICS_BODY_LIMIT_BYTES });
  // posthog-js labels bodies text/plain, form or JSON: every body is read raw and decoded here.
  app.removeAllContentTypeParsers();
  app.addContentTypeParser('*', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  const capture = async (request: AnyRequest) => {
    const path = request.routeOptions.url ?? request.url;
    const at = new Date().toISOString();
    const received = eventsIn(payloadOf(request)).map((event) => store.add(path, event, at));
    return { status: 1, received: received.length };
  };
  for (const path of CAPTURE_PATHS) {
    app.post(path, capture);
    app.get(path, capture);
  }

  const flags = async () => flagsResponse(randomUUID());
  for (const path of ['/flags/', '/decide/']) {
    app.post(path, flags);
    app.get(path, flags);
  }

  app.get<{ Params: { token: string } }>('/array/:token/config', async (request) =>
    remoteConfig(request.params.token),
  );
  app.get<{ Params: { token: string } }>('/array/:token/config.js', async (request, reply) =>
    reply
      .header('Content-Type', 'application/javascript; charset=utf-8')
      .send(remoteConfigScript(request.params.token)),
  );
  app.get('/api/surveys', async () => ({ surveys: [] }));
  app.get('/api/web_experiments', async () => ({ experiments: [] }));
  app.get('/api/product_tours', async () => ({ product_tours: [] }));

  const eventFilter = z.object({
    event: z.string().optional(),
    distinct_id: z.string().optional(),
  });
  const recordingFilter = z.object({ session_id: z.string().optional() });
  app.get('/__sandbox/events', async (request) =>
    ok(store.list(parseQuery(eventFilter, request.query))),
  );
  app.get('/__sandbox/identifies', async (request) => {
    const { distinct_id } = parseQuery(eventFilter, request.query);
    return ok(store.list({ event: '$identify', distinct_id }));
  });
  app.get('/__sandbox/persons', async (request) => {
    const { distinct_id } = parseQuery(eventFilter, request.query);
    const persons = store.persons();
    return ok(
      distinct_id
        ? persons.filter(
            (person) => person.distinct_id === distinct_id || person.aliases.includes(distinct_id),
          )
        : persons,
    );
  });
  app.get('/__sandbox/recordings', async (request) => {
    const { session_id } = parseQuery(recordingFilter, request.query);
    const recordings = recordingsFrom(store.list({ event: SNAPSHOT_EVENT }));
    return ok(session_id ? recordings.filter((r) => r.session_id === session_id) : recordings);
  });
  app.delete('/__sandbox/events', async () => {
    store.clear();
    return ok(null, 'The analytics sink is empty.');
  });
  return { app, store };
}
