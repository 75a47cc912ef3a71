/**
 * With a certificate, the realtime server speaks wss itself: an e2e worker's sandbox sits behind
 * no proxy, and its pages are served over https, where pusher-js opens only wss sockets.
 */
import { generate } from 'selfsigned';
import { WebSocket, type ClientOptions } from 'ws';
import { DEFAULT_REALTIME } from '../start-sandbox';
import { PusherServer } from './pusher-server';

let server: PusherServer;
let cert: string;

beforeAll(async () => {
  const pems = await generate([{ name: 'commonName', value: 'localhost' }], {
    keyType: 'ec',
    curve: 'P-256',
  });
  cert = pems.cert;
  server = new PusherServer('127.0.0.1', 0, DEFAULT_REALTIME, { cert, key: pems.private });
  await server.start();
});
afterAll(() => server.stop());

function firstMessage(url: string, options: { ca?: string } = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(url, { ...options, servername: 'localhost' } as ClientOptions);
    socket.once('message', (data) => {
      resolve(data.toString());
      socket.close();
    });
    socket.once('error', reject);
  });
}

it('accepts a wss client that trusts its certificate and greets it as Pusher does', async () => {
  const message = await firstMessage(
    `wss://127.0.0.1:${server.port}/app/${DEFAULT_REALTIME.key}?protocol=7`,
    { ca: cert },
  );
  expect(JSON.parse(message)).toMatchObject({ event: 'pusher:connection_established' });
});

it('refuses a plain ws client', async () => {
  await expect(
    firstMessage(`ws://127.0.0.1:${server.port}/app/${DEFAULT_REALTIME.key}?protocol=7`),
  ).rejects.toThrow();
});
