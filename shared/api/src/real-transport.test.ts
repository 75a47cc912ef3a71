/**
 * @jest-environment node
 *
 * The same failures as the mocked tests, through axios's real HTTP adapter and a real socket:
 * a server that never answers, a port nobody listens on, and a proxy's HTML page.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import { bus } from '@jara/bus';
import type { BusEvents } from '@jara/contracts/bus-events';
import { API_MESSAGES } from './api-messages';
import { configureApi } from './configure-api';
import { httpClients } from './http-clients';
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

it('reports a server that never answers as a timeout', async () => {
  useBase((server.address() as AddressInfo).port);
  const usual = httpClients.main.defaults.timeout;
  httpClients.main.defaults.timeout = 150;
  try {
    await expect(getBusinessTypes()).rejects.toMatchObject({
      kind: 'timeout',
      message: API_MESSAGES.timeout,
    });
  } finally {
    httpClients.main.defaults.timeout = usual;
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
