import { createServer, type Server } from 'node:net';
import { assertPortsFree } from './ports-free';
import { waitForPort } from './wait-for-port';
import { freePort } from '../test-support/free-port';

function listen(port: number): Promise<Server> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(port, '127.0.0.1', () => resolve(server));
  });
}

describe('port checks', () => {
  it('passes for free ports and names the taken ones', async () => {
    const [free, taken] = [await freePort(), await freePort()];
    const server = await listen(taken);
    try {
      await expect(assertPortsFree([free], '127.0.0.1')).resolves.toBeUndefined();
      await expect(assertPortsFree([free, taken], '127.0.0.1')).rejects.toThrow(
        `Port ${taken} already in use: is another stack running?`,
      );
    } finally {
      server.close();
    }
  });

  it('waits for a listener, and gives up when its process died', async () => {
    const port = await freePort();
    const server = await listen(port);
    try {
      await expect(waitForPort(port, { host: '127.0.0.1' })).resolves.toBeUndefined();
    } finally {
      server.close();
    }
    await expect(waitForPort(port, { host: '127.0.0.1', stillAlive: () => false })).rejects.toThrow(
      `The process meant to listen on port ${port} exited`,
    );
    await expect(waitForPort(port, { host: '127.0.0.1', timeoutMs: 150 })).rejects.toThrow(
      `Nothing listens on port ${port} after 150 ms`,
    );
  });
});
