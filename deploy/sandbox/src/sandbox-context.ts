import type { SandboxClock } from './clock/sandbox-clock';
import type { Db } from './db/open-database';
import { rebuildDatabase } from './db/open-database';
import { seedDatabase } from './seed/seed-database';
import { CatalogueChanges } from './store/catalogue-changes';
import { loadCatalogueIndex, type CatalogueIndex } from './store/catalogue-index';

export interface RealtimeCredentials {
  appId: string;
  key: string;
  secret: string;
}

/** What the HTTP side needs from the websocket server. */
export interface RealtimeHub {
  readonly credentials: RealtimeCredentials;
  publish(channel: string, event: string, data: unknown): void;
  /** Drops every socket, stops listening, and listens again after `downMs`. */
  restart(downMs: number): Promise<void>;
}

/** Everything a route needs, passed explicitly rather than through module-level state. */
export interface SandboxContext {
  readonly db: Db;
  readonly clock: SandboxClock;
  readonly realtime: RealtimeHub;
  catalogue(): CatalogueIndex;
  /** Bumped by every write that changes what a marketplace or store page shows. */
  readonly catalogueChanges: CatalogueChanges;
  /** The API's own origin, for asset URLs in messages that no request asked for (realtime). */
  origin: string;
  /** Where every image URL points when set (views/view-context assetsBase). */
  readonly assetsOrigin?: string;
  /** The site's own origins: the only places a payment may send the customer back to. */
  readonly siteOrigins: readonly string[];
  /** Restores the seed: every account, cart and order, and the catalogue, as seeded. */
  reset(): void;
}

export function createSandboxContext(
  db: Db,
  clock: SandboxClock,
  realtime: RealtimeHub,
  options: { assetsOrigin?: string; siteOrigins?: readonly string[] } = {},
): SandboxContext {
  let catalogue: CatalogueIndex | null = null;
  const catalogueChanges = new CatalogueChanges(() => clock.iso());
  return {
    db,
    clock,
    realtime,
    catalogueChanges,
    origin: '',
    siteOrigins: options.siteOrigins ?? [],
    ...(options.assetsOrigin !== undefined && { assetsOrigin: options.assetsOrigin }),
    catalogue() {
      catalogue ??= loadCatalogueIndex(db);
      return catalogue;
    },
    reset() {
      rebuildDatabase(db, (fresh) => seedDatabase(fresh, clock.now()));
      catalogue = null;
      catalogueChanges.bump('the sandbox was reset to the seed');
    },
  };
}
