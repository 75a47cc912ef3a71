/** Checks up front that a stack's ports are free, instead of failing after a long build. */
import { createServer } from 'node:net';
import { STACK_HOST } from '../port-layout';

function isFree(port: number, host: string): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen({ port, host, exclusive: true }, () => server.close(() => resolve(true)));
  });
}

export async function assertPortsFree(ports: number[], host: string = STACK_HOST): Promise<void> {
  const taken: number[] = [];
  for (const port of ports) if (!(await isFree(port, host))) taken.push(port);
  if (taken.length > 0) {
    throw new Error(
      `Port${taken.length > 1 ? 's' : ''} ${taken.join(', ')} already in use: ` +
        'is another stack running? Stop it (Ctrl-C) or free the port.',
    );
  }
}
