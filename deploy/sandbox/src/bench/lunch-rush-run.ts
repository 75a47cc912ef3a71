import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Database from 'better-sqlite3';
import type { Paginated } from '@jara/contracts/api-envelope';
import type { Vendor } from '@jara/contracts/entities';
import { middayToday } from '../testing/midday';
import { send } from './rush-client';
import { COUNTRIES, type RushCountry } from './rush-countries';
import {
  RUSH_EMAIL_DOMAIN,
  shop,
  signUp,
  type Customer,
  type HomePoints,
  type RushTarget,
} from './rush-customer';
import { CallRecorder, type CallFigures } from './rush-figures';
import { emptyLedger, type RushLedger } from './rush-ledger';
import { RushMix, type MixFigures } from './rush-mix';
import { reconcile, type Reconciliation } from './rush-reconcile';
import { startSandboxChild, type SandboxChild } from './sandbox-child';

export interface RushSize {
  customers: number;
  seconds: number;
  /** The pause between a customer's steps; by default a person's (see rush-customer). */
  thinkMs?: { min: number; max: number };
}

/** The lunch rush `pnpm bench` runs, and the small one the jest smoke test runs. */
export const LUNCH_RUSH: RushSize = { customers: 200, seconds: 60 };
/**
 * The smoke run proves the machinery (child process, on-disk data, the kill), not a person's
 * pace: customers four times as quick place about twice the orders in 3 s that people do in 5 s.
 */
export const SMOKE_RUSH: RushSize = { customers: 10, seconds: 3, thinkMs: { min: 50, max: 150 } };

/** Sign-ups run this many at a time, as a morning's worth of customers would, not all at once. */
const SIGN_UP_CONCURRENCY = 10;
const DATABASE_FILE = 'sandbox.sqlite';

export interface RunFigures extends Reconciliation {
  calls: Record<string, CallFigures>;
  failed_requests: number;
  orders_placed: number;
  orders_confirmed: number;
  /** Visits the server refused (each one also a failed request), first few only. */
  refusals: string[];
  /** The orders of the run by way to pay (placed and paid), codes, Kenyan orders, races. */
  mix: MixFigures;
}

export interface LunchRushResult {
  customers: number;
  seconds: number;
  setup: { seconds: number; failed_requests: number };
  /** The rush with the sandbox up throughout. */
  steady: RunFigures;
  /** The same rush with the sandbox killed (SIGKILL) half-way and restarted on the same data. */
  crash: RunFigures & { restart_ms: number };
}

async function inBatches<T>(count: number, size: number, run: (index: number) => Promise<T>) {
  const results: T[] = [];
  for (let start = 0; start < count; start += size) {
    const batch = Array.from({ length: Math.min(size, count - start) }, (_, i) => run(start + i));
    results.push(...(await Promise.all(batch)));
  }
  return results;
}

function check(dataDir: string, ledger: RushLedger): Reconciliation {
  const db = new Database(path.join(dataDir, DATABASE_FILE), { readonly: true });
  try {
    return reconcile(db, ledger, RUSH_EMAIL_DOMAIN);
  } finally {
    db.close();
  }
}

/**
 * A home point in each city that several open vendors deliver to: the first seeded vendor of the
 * country's currency (Lagos, and Nairobi for the Kenyan customers).
 */
async function homePoints(api: string, recorder: CallRecorder): Promise<HomePoints> {
  const homeIn = async (country: RushCountry) => {
    const response = await send(recorder, {
      method: 'GET',
      url: `${api}/marketplace/vendors?per_page=50`,
      call: 'GET /marketplace/vendors',
      location: country,
    });
    const vendor = (response.data as Paginated<Vendor>).items.find(
      (item) =>
        item.currency === COUNTRIES[country].currency &&
        item.latitude !== null &&
        item.longitude !== null,
    );
    if (!vendor?.latitude || !vendor.longitude)
      throw new Error(`No ${COUNTRIES[country].city} vendor to live near.`);
    return { latitude: vendor.latitude, longitude: vendor.longitude };
  };
  return { NG: await homeIn('NG'), KE: await homeIn('KE') };
}

async function rush(
  target: RushTarget,
  customers: Customer[],
  seconds: number,
): Promise<Omit<RunFigures, keyof Reconciliation>> {
  const placedBefore = target.ledger.placedOrders.size;
  const confirmedBefore = target.ledger.confirmedOrders.size;
  const endsAt = Date.now() + seconds * 1000;
  const refusals = (
    await Promise.all(customers.map((customer) => shop(target, customer, endsAt)))
  ).flat();
  return {
    calls: target.recorder.figures(),
    failed_requests: target.recorder.failed(),
    orders_placed: target.ledger.placedOrders.size - placedBefore,
    orders_confirmed: target.ledger.confirmedOrders.size - confirmedBefore,
    refusals: refusals.slice(0, 5),
    mix: target.mix.figures(),
  };
}

/**
 * Starts a sandbox on a temporary on-disk data folder in a child process, signs `customers` up
 * and lets them shop for `seconds`; checks the data; then does it again with the sandbox killed
 * half-way and restarted, and checks again. The folder is removed afterwards.
 */
export async function runLunchRush(size: RushSize): Promise<LunchRushResult> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'jara-lunch-rush-'));
  const clockStart = middayToday();
  const realStart = Date.now();
  // The sandbox clock keeps running across restarts: lunch time, as long as the rush lasts.
  const clockNow = () => clockStart + (Date.now() - realStart);
  let child: SandboxChild = await startSandboxChild(dataDir, 0, clockNow());
  const port = Number(new URL(child.api).port);
  try {
    const ledger = emptyLedger();
    const setup: RushTarget = {
      api: child.api,
      recorder: new CallRecorder(),
      ledger,
      mix: new RushMix(),
    };
    const homes = await homePoints(child.api, setup.recorder);
    const customers = await inBatches(size.customers, SIGN_UP_CONCURRENCY, (index) =>
      signUp(setup, index, homes),
    );
    const setupSeconds = (Date.now() - realStart) / 1000;

    const { thinkMs } = size;
    // Each run deals its ways to pay from the start and tallies them on its own.
    const steadyTarget = {
      api: child.api,
      recorder: new CallRecorder(),
      ledger,
      thinkMs,
      mix: new RushMix(),
    };
    const steady = await rush(steadyTarget, customers, size.seconds);
    await child.stop();
    const steadyChecks = check(dataDir, ledger);

    child = await startSandboxChild(dataDir, port, clockNow());
    const crashTarget = {
      api: child.api,
      recorder: new CallRecorder(),
      ledger,
      thinkMs,
      mix: new RushMix(),
    };
    let restartMs = 0;
    const crashing = (async () => {
      await new Promise((resolve) => setTimeout(resolve, (size.seconds * 1000) / 2));
      const killedAt = Date.now();
      await child.kill();
      child = await startSandboxChild(dataDir, port, clockNow());
      restartMs = Date.now() - killedAt;
    })();
    const [crash] = await Promise.all([rush(crashTarget, customers, size.seconds), crashing]);
    await child.stop();
    return {
      customers: size.customers,
      seconds: size.seconds,
      setup: { seconds: Math.round(setupSeconds), failed_requests: setup.recorder.failed() },
      steady: { ...steady, ...steadyChecks },
      crash: { ...crash, ...check(dataDir, ledger), restart_ms: restartMs },
    };
  } finally {
    await child.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
