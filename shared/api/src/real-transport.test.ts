/**
 * @jest-environment node
 *
 * The same failures as the mocked tests, through the clients' real adapter and a real socket:
 * a server that never answers, a port nobody listens on, and a proxy's HTML page.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { bus } from '@jara/bus';
import { API_REQUEST_TIMEOUT_MS } from '@jara/contracts/constants';
import type { BusEvents } from '@jara/contracts/bus-events';
import { API_MESSAGES } from './api-messages';
import { configureApi } from './configure-api';
import { getBusinessTypes } from './marketplace';

const toasts: BusEvents['toast:show'][] = [];
const sockets = new Set<Socket>();
let server: Server;

function useBase(port: number) {
  configureApi({ baseUrl: `http://127.0.0.1:${port}/api`, plansBaseUrl: 'http://127.0.0.1:1' });
}

beforeAll(async () => {
  bus.on('toast:show', (toast) => toasts.push(toast));
  server = createServer((request, response) => {
    if (request.url?.startsWith('/api/marketplace/business_types')) return; // never answers
    response.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>');
  });
  server.on('connection', (socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
});

afterAll(async () => {
  sockets.forEach((socket) => socket.destroy());
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  toasts.length = 0;
});

it('reports a server that never answers as a timeout, on the page’s own timer', async () => {
  useBase((server.address() as AddressInfo).port);
  // Only timers: the socket and the promises around it run for real.
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
  try {
    const call = getBusinessTypes();
    const outcome = expect(call).rejects.toMatchObject({
      kind: 'timeout',
      message: API_MESSAGES.timeout,
    });
    await jest.advanceTimersByTimeAsync(API_REQUEST_TIMEOUT_MS - 1);
    expect(toasts).toEqual([]);
    await jest.advanceTimersByTimeAsync(1);
    await outcome;
  } finally {
    jest.useRealTimers();
  }
  expect(toasts).toEqual([{ kind: 'error', message: API_MESSAGES.timeout }]);
});

it('reports a refused connection as a network error', async () => {
  const closed = createServer();
  await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
  const { port } = closed.address() as AddressInfo;
  await new Promise((resolve) => closed.close(resolve));
  useBase(port);
  await expect(getBusinessTypes()).rejects.toMatchObject({
    kind: 'network',
    message: API_MESSAGES.network,
  });
});

it("reports a proxy's HTML error page as the server being in trouble", async () => {
  configureApi({
    baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}/elsewhere`,
    plansBaseUrl: 'http://127.0.0.1:1',
  });
  await expect(getBusinessTypes()).rejects.toMatchObject({
    kind: 'unreadable',
    status: 502,
    message: API_MESSAGES.serverTrouble,
  });
});
