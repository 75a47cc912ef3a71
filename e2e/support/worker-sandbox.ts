/**
 * This worker's own sandbox, on its slot's ports (e2e-stack.ts): an in-memory database, its own
 * realtime server (wss, with the stack's certificate: nothing stands in front of it) and its own
 * analytics sink, answering CORS for the slot's site only. The slot's runtime config, written by
 * the stack, already names these ports and the realtime key.
 */
import { readFile } from 'node:fs/promises';
import { apiCallerOrigins } from '@jara/local-stack/api-caller-origins';
import { SANDBOX_REALTIME_KEY } from '@jara/local-stack/runtime-documents';
import { startSandbox, type Sandbox } from '@jara/sandbox/start-sandbox';
import { E2E_LAYOUT, E2E_ORIGINS, E2E_TLS } from './e2e-stack';

/** The worker this slot had before (stopped after a failed test) may still be letting go. */
const PORT_ATTEMPTS = 10;
const PORT_RETRY_MS = 300;

export async function startWorkerSandbox(): Promise<Sandbox> {
  const [cert, key] = await Promise.all([
    readFile(E2E_TLS.certificate, 'utf8'),
    readFile(E2E_TLS.key, 'utf8'),
  ]);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startSandbox({
        dataDir: ':memory:',
        ports: E2E_LAYOUT.sandbox,
        allowedOrigins: apiCallerOrigins(E2E_LAYOUT),
        assetsOrigin: E2E_ORIGINS.assets,
        realtime: { key: SANDBOX_REALTIME_KEY },
        realtimeTls: { cert, key },
      });
    } catch (error) {
      const inUse = (error as NodeJS.ErrnoException).code === 'EADDRINUSE';
      if (!inUse || attempt === PORT_ATTEMPTS) throw error;
      await new Promise((resolve) => setTimeout(resolve, PORT_RETRY_MS));
    }
  }
}
