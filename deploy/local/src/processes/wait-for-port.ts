/** Waits until something accepts TCP connections on a port, or gives up with a clear error. */
import { connect } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { STACK_HOST } from '../port-layout';

function accepts(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ port, host });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export async function waitForPort(
  port: number,
  options: { host?: string; timeoutMs?: number; stillAlive?: () => boolean } = {},
): Promise<void> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000);
  while (Date.now() < deadline) {
    if (await accepts(port, options.host ?? STACK_HOST)) return;
    if (options.stillAlive && !options.stillAlive()) {
      throw new Error(`The process meant to listen on port ${port} exited`);
    }
    await sleep(100);
  }
  throw new Error(`Nothing listens on port ${port} after ${options.timeoutMs ?? 10_000} ms`);
}
