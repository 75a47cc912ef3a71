import Fastify, { type FastifyInstance } from 'fastify';
import type { ApiEnvelope } from '@jara/contracts/api-envelope';
import type { SupportChannels, SupportMessage } from '@jara/contracts/entities';
import { SandboxClock } from '../clock/sandbox-clock';
import { openDatabase, type Db } from '../db/open-database';
import { SUPPORT_CHANNELS } from '../domain/support-channels';
import { issueToken } from '../http/auth';
import { installErrorReplies } from '../http/error-replies';
import { createSandboxContext, type RealtimeHub } from '../sandbox-context';
import { DEMO_CUSTOMER } from '../seed/demo-accounts';
import { registerSupportRoutes, SUPPORT_MESSAGE_RECEIVED } from './support';

// The routes alone over a seeded in-memory database, so a test can read what was filed.
let db: Db;
let app: FastifyInstance;
let origin: string;
beforeAll(async () => {
  db = openDatabase(':memory:');
  const ctx = createSandboxContext(db, new SandboxClock(1), {} as RealtimeHub);
  ctx.reset();
  app = Fastify();
  installErrorReplies(app, 100 * 1024);
  registerSupportRoutes(app, ctx);
  origin = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
  db.close();
});

const body = {
  name: 'Ada Okafor',
  email: 'ada@example.com',
  topic: 'payment',
  message: 'I was charged twice for one order.',
};

async function call<T>(
  method: 'GET' | 'POST',
  url: string,
  options: { body?: object; location?: string; token?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (options.body) headers['content-type'] = 'application/json';
  if (options.location) headers.location = options.location;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const payload = options.body ? JSON.stringify(options.body) : undefined;
  const response = await fetch(`${origin}${url}`, { method, headers, body: payload });
  return { status: response.status, body: (await response.json()) as ApiEnvelope<T> };
}

function data<T>(result: { body: ApiEnvelope<T> }): T {
  if (result.body.status !== 'success') throw new Error(result.body.message);
  return result.body.data;
}

const stored = (reference: string) =>
  db.prepare('SELECT * FROM support_messages WHERE reference = ?').get(reference);
const storedCount = () =>
  (db.prepare('SELECT COUNT(*) AS n FROM support_messages').get() as { n: number }).n;

describe('GET /support/channels', () => {
  it('answers the channels of the location header, Nigeria by default', async () => {
    const nigeria = data(await call<SupportChannels>('GET', '/support/channels'));
    expect(nigeria).toEqual(SUPPORT_CHANNELS.NG);
    expect(nigeria.whatsapp_url).toMatch(/^https:\/\/wa\.me\/234/);
    const kenya = data(await call<SupportChannels>('GET', '/support/channels', { location: 'KE' }));
    expect(kenya).toMatchObject({ country: 'KE', phone: expect.stringMatching(/^\+254/) });
  });

  it('refuses an unknown location', async () => {
    expect((await call('GET', '/support/channels', { location: 'XX' })).status).toBe(422);
  });
});

describe('POST /support/messages', () => {
  it('files a visitor’s message under a SUP reference, with no customer', async () => {
    const result = await call<SupportMessage>('POST', '/support/messages', {
      body: { ...body, order_reference: 'JR-7F3K9Q' },
      location: 'KE',
    });
    expect(result.body.message).toBe(SUPPORT_MESSAGE_RECEIVED);
    const filed = data(result);
    expect(filed.reference).toMatch(/^SUP-[A-Z0-9]{6}$/);
    expect(stored(filed.reference)).toMatchObject({
      customer_id: null,
      country_code: 'KE',
      topic: 'payment',
      message: body.message,
      order_reference: 'JR-7F3K9Q',
    });
  });

  it('files a signed-in customer’s message under their id', async () => {
    const token = issueToken(db, DEMO_CUSTOMER.id, 'main', new Date().toISOString());
    const filed = data(await call<SupportMessage>('POST', '/support/messages', { body, token }));
    expect(stored(filed.reference)).toMatchObject({
      customer_id: DEMO_CUSTOMER.id,
      country_code: 'NG',
      order_reference: null,
    });
  });

  it('names every bad field, and files nothing', async () => {
    const before = storedCount();
    const result = await call('POST', '/support/messages', {
      body: { name: ' ', email: 'nope', topic: 'gossip', message: 'x'.repeat(2001) },
    });
    expect(result.status).toBe(422);
    const errors = result.body.status === 'error' ? result.body.errors : undefined;
    expect(Object.keys(errors ?? {})).toEqual(
      expect.arrayContaining(['name', 'email', 'topic', 'message']),
    );
    expect(storedCount()).toBe(before);
  });

  it('refuses a message under 10 characters', async () => {
    const result = await call('POST', '/support/messages', {
      body: { ...body, message: 'Help me' },
    });
    expect(result.status).toBe(422);
  });
});
