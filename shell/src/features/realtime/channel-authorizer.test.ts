import { bus } from '@jara/bus';
import { sessionStore } from '@jara/state/session-store';
import { channelAuthorizer } from './channel-authorizer';

const ENDPOINT = 'http://api.test/broadcasting/auth';
const PARAMS = { socketId: '123.456', channelName: 'private-customer.7' };

function answer(status: number, body: unknown) {
  return jest
    .spyOn(globalThis, 'fetch')
    .mockResolvedValue(new Response(JSON.stringify(body), { status }));
}

function authorize(token: string) {
  return new Promise<{ error: Error | null; auth: unknown }>((resolve) =>
    channelAuthorizer(ENDPOINT, token)(PARAMS, (error, data) =>
      resolve({ error, auth: data?.auth }),
    ),
  );
}

describe('channelAuthorizer', () => {
  const loggedOut = jest.fn();
  let off: () => void;

  beforeEach(() => {
    sessionStore.getState().signIn('tok-7', 7, null);
    off = bus.on('auth:logged-out', loggedOut);
  });

  afterEach(() => {
    off();
    loggedOut.mockReset();
    jest.restoreAllMocks();
  });

  it('posts the socket and channel with the customer token, and hands pusher the signature', async () => {
    const fetch = answer(200, { auth: 'key:signature' });
    expect(await authorize('tok-7')).toEqual({ error: null, auth: 'key:signature' });
    const [url, init] = fetch.mock.calls[0]!;
    expect(url).toBe(ENDPOINT);
    expect(init).toMatchObject({
      method: 'POST',
      headers: { Authorization: 'Bearer tok-7', Accept: 'application/json' },
      body: 'socket_id=123.456&channel_name=private-customer.7',
    });
    expect(sessionStore.getState().token).toBe('tok-7');
  });

  it('logs the customer out on a 401, as any API call does', async () => {
    answer(401, { status: 'error', message: 'Unauthenticated.' });
    const { error } = await authorize('tok-7');
    expect(error).toBeInstanceOf(Error);
    expect(sessionStore.getState().token).toBeNull();
    expect(loggedOut).toHaveBeenCalledWith({ reason: 'unauthorized' });
  });

  it('leaves a customer who signed in again alone when an old token gets a 401', async () => {
    answer(401, { status: 'error', message: 'Unauthenticated.' });
    await authorize('old-token');
    expect(sessionStore.getState().token).toBe('tok-7');
    expect(loggedOut).not.toHaveBeenCalled();
  });

  it('keeps the session on a refusal that is not about it (403), and reports the failure', async () => {
    answer(403, { status: 'error', message: 'You may not listen on this channel.' });
    const { error } = await authorize('tok-7');
    expect(error?.message).toBe('The channel was refused (403).');
    expect(sessionStore.getState().token).toBe('tok-7');
  });

  it('reports an answer without a signature, and a network failure', async () => {
    answer(200, { nope: true });
    expect((await authorize('tok-7')).error?.message).toBe('The channel answer had no signature.');
    jest.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('Failed to fetch'));
    expect((await authorize('tok-7')).error?.message).toBe('Failed to fetch');
    expect(sessionStore.getState().token).toBe('tok-7');
  });
});
