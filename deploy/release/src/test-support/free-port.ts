/** A port nothing listens on right now: where a test finds a store that is down. */
import { createServer } from 'node:net';

export function freePortForTest(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
