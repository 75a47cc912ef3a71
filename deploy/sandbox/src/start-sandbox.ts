import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { createAnalyticsApp } from './apps/analytics-app';
import { createApiApp } from './apps/api-app';
import { createPlansApp } from './apps/plans-app';
import { SandboxClock } from './clock/sandbox-clock';
import { needsRebuild, openDatabase } from './db/open-database';
import { PusherServer, type RealtimeTls } from './realtime/pusher-server';
import { isOrigin } from './config/is-origin';
import { createSandboxContext } from './sandbox-context';
import type { CatalogueChange, CatalogueListener } from './store/catalogue-changes';
import { advanceDueOrders } from './store/order-status';
import { pingRiders } from './store/riders';

export interface SandboxOptions {
  dataDir?: string; // default: deploy/sandbox/data; ':memory:' for tests
  host?: string; // default 127.0.0.1
  ports?: { api?: number; plans?: number; realtime?: number; analytics?: number }; // 0 = any free port
  clockSpeed?: number; // default 1
  clockStartAt?: number; // epoch ms the clock starts at; default: real time
  realtime?: { appId?: string; key?: string; secret?: string };
  /** Serve realtime as wss with this certificate (for an https page with no proxy in front). */
  realtimeTls?: RealtimeTls;
  logger?: boolean; // default false
  /** Origins whose pages may call every port (CORS); default DEFAULT_ALLOWED_ORIGINS. */
  allowedOrigins?: readonly string[];
  /**
   * The origin image URLs are built on (like https://cdn.example, no trailing slash), where a
   * proxy or CDN serves this API's `/assets/`; default: the origin each request reached.
   */
  assetsOrigin?: string;
}

export interface Sandbox {
  urls: { api: string; plans: string; analytics: string; authEndpoint: string };
  realtime: { host: string; port: number; key: string };
  advanceClock(ms: number): void;
  /**
   * Back to the seed: every row, and the analytics sink's events; with `clockAt`, the clock
   * starts again there first, so the seed's timestamps are relative to it.
   */
  reset(options?: { clockAt?: number }): void;
  /** The catalogue's current version (also at `GET /__sandbox/catalogue`). */
  catalogue(): CatalogueChange;
  /**
   * Calls `listener` after every write that changes what a marketplace or store page shows,
   * until the returned function is called.
   */
  onCatalogueChange(listener: CatalogueListener): () => void;
  stop(): Promise<void>;
}

export const DEFAULT_PORTS = { api: 8090, plans: 8091, realtime: 8092, analytics: 8093 };
export const DEFAULT_REALTIME = {
  appId: 'jara-sandbox',
  key: 'jara-sandbox-key',
  secret: 'jara-sandbox-secret',
};
/**
 * The `pnpm start` site, for a sandbox started on its own; the stacks pass their layout's origins
 * (deploy/local checks that these two agree).
 */
export const DEFAULT_ALLOWED_ORIGINS: readonly string[] = ['http://localhost:8080'];
export const DEFAULT_DATA_DIR = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '..',
  'data',
);

/** How often due order steps are looked for, in real time. */
const ORDER_TICK_MS = 250;

function checkedOrigin(value: string): string {
  if (!isOrigin(value)) {
    throw new Error(`assetsOrigin must be an origin (like https://cdn.example), got "${value}".`);
  }
  return value;
}

async function listen(app: FastifyInstance, host: string, port: number): Promise<string> {
  await app.listen({ host, port });
  const address = app.server.address();
  const actual = address && typeof address === 'object' ? address.port : port;
  return `http://${host}:${actual}`;
}

/** Starts every sandbox service: main API, plans API, realtime websocket and analytics sink. */
export async function startSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  // Checked before anything is opened: a wrong option leaves nothing to close.
  const assets =
    options.assetsOrigin === undefined ? {} : { assetsOrigin: checkedOrigin(options.assetsOrigin) };
  const host = options.host ?? '127.0.0.1';
  const ports = { ...DEFAULT_PORTS, ...options.ports };
  const port = {
    logger: options.logger ?? false,
    allowedOrigins: options.allowedOrigins ?? DEFAULT_ALLOWED_ORIGINS,
  };
  const clock = new SandboxClock(options.clockSpeed ?? 1, options.clockStartAt);
  const db = openDatabase(options.dataDir ?? DEFAULT_DATA_DIR);
  const pusher = new PusherServer(
    host,
    ports.realtime,
    { ...DEFAULT_REALTIME, ...options.realtime },
    options.realtimeTls,
  );
  const ctx = createSandboxContext(db, clock, pusher, {
    ...assets,
    siteOrigins: port.allowedOrigins,
  });
  if (needsRebuild(db)) ctx.reset();

  // Orders first: a rider whose order was just delivered has nothing left to report.
  const advanceClock = (ms: number) => {
    clock.advance(ms);
    const steps = advanceDueOrders(ctx);
    pingRiders(ctx);
    return steps;
  };
  const started: FastifyInstance[] = [];
  try {
    await pusher.start();
    const api = await createApiApp(ctx, { ...port, advanceClock });
    started.push(api);
    const apiOrigin = await listen(api, host, ports.api);
    ctx.origin = apiOrigin;
    const plans = await createPlansApp(ctx, port);
    started.push(plans);
    const plansOrigin = await listen(plans, host, ports.plans);
    const { app: analytics, store: analyticsEvents } = await createAnalyticsApp(port);
    started.push(analytics);
    const analyticsOrigin = await listen(analytics, host, ports.analytics);

    const ticker = setInterval(() => {
      try {
        advanceDueOrders(ctx);
        pingRiders(ctx);
      } catch (error) {
        console.error('sandbox: advancing orders failed', error);
      }
    }, ORDER_TICK_MS);
    ticker.unref();

    return {
      urls: {
        api: `${apiOrigin}/api`,
        plans: `${plansOrigin}/api`,
        analytics: analyticsOrigin,
        authEndpoint: `${apiOrigin}/broadcasting/auth`,
      },
      realtime: { host, port: pusher.port, key: pusher.credentials.key },
      advanceClock: (ms) => void advanceClock(ms),
      reset(resetOptions = {}) {
        if (resetOptions.clockAt !== undefined) clock.restartAt(resetOptions.clockAt);
        ctx.reset();
        analyticsEvents.clear();
      },
      catalogue: () => ctx.catalogueChanges.latest,
      onCatalogueChange: (listener) => ctx.catalogueChanges.subscribe(listener),
      async stop() {
        clearInterval(ticker);
        await Promise.all(started.map((app) => app.close()));
        await pusher.stop();
        db.close();
      },
    };
  } catch (error) {
    await Promise.allSettled(started.map((app) => app.close()));
    await pusher.stop();
    db.close();
    throw error;
  }
}
