/**
 * The moments the shell puts work off until, so that what the first screen does not need never
 * stands in the way of the page becoming usable. Each caller names the moment it waits for:
 *
 * - `page-shown`: the page has shown its content: its `page:ready`, or, for a screen that sends
 *   none, the first short idle moment after its parcel has drawn at which `main` shows no
 *   skeleton and no query awaits its first answer. The shop widgets load then, so their remotes
 *   do not compete with the page's own files, first data and images for the network.
 * - `page-ready`: the first idle moment after `page:ready`, so the work neither delays the page's
 *   own chunks nor lands among the long tasks of its first render.
 * - `idle`: the next moment the main thread is free.
 * - `first-use`: the first idle moment after the visitor first uses the page (a tap, a pointer
 *   move, a key, a scroll), or at once as it is hidden: what analytics holds must go out before
 *   the page goes. posthog-js and its recorder cost 400-470 ms of main thread on a mid-range
 *   phone; loaded at the first idle moment they still landed among the first screen's work.
 *
 * A page that never gets there (a remote that does not answer, a visitor who only reads) still
 * gets the work after a while: every wait has a limit.
 */
import { bus, type EventBus } from '@jara/bus';
import { getQueryClient } from '@jara/query/query-client';
import { pageSkeletonsIn } from '../layouts/parts/page-skeletons';
import { onPageParcelSettled } from '../parcels/page-parcel-settled';
import {
  delay,
  firstOf,
  firstUse,
  idleCallback,
  inTurn,
  pageHidden,
  pageQuietIn,
  pageReady,
  quietAtIdle,
  shared,
  type PageQuiet,
  type Schedule,
} from './phase-waits';

/** The longest work waits for an idle moment. */
export const IDLE_TIMEOUT_MS = 3_000;

/** Without idle callbacks, idle work runs this long after it was asked for. */
export const IDLE_FALLBACK_DELAY_MS = 1_500;

/** How long `page-ready` waits for a page that does not say it is ready. */
export const PAGE_READY_WAIT_MS = 5_000;

/** How long `page-shown` waits for a page that does not say it is ready, nor gets quiet. */
export const PAGE_SHOWN_WAIT_MS = 4_000;

/** After its first answers, a screen draws them (and asks for its images) before `page-shown`. */
export const AFTER_ANSWERS_IDLE_MS = 500;

/** How long an untouched page waits before `first-use` comes anyway. */
export const SETTLE_MS = 10_000;

export type LoadPhase = 'page-shown' | 'page-ready' | 'idle' | 'first-use';

export interface LoadPhases {
  /** Runs `work` once `phase` has come; the returned function cancels it if it has not run. */
  after(phase: LoadPhase, work: () => void): () => void;
}

export interface PageSignals {
  events: Pick<EventBus, 'on'>;
  onPageParcelSettled: (listener: () => void) => () => void;
  /** Read as each page parcel settles: the page's markup and query cache by then. */
  pageQuiet: () => PageQuiet;
}

export function createLoadPhases(signals: PageSignals): LoadPhases {
  const idle = idleCallback(IDLE_TIMEOUT_MS, IDLE_FALLBACK_DELAY_MS);
  const ready = pageReady(signals.events);
  // Every page parcel that settles starts the wait over: a new screen has drawn.
  const drawnAndQuiet: Schedule = (done) => {
    let stopQuiet = () => {};
    const off = signals.onPageParcelSettled(() => {
      stopQuiet();
      stopQuiet = quietAtIdle(
        signals.pageQuiet(),
        idleCallback(AFTER_ANSWERS_IDLE_MS, IDLE_FALLBACK_DELAY_MS),
      )(done);
    });
    return () => {
      off();
      stopQuiet();
    };
  };
  // One wait per page: the analytics recorder, which asks after the library, waits only for idle.
  const used = shared(firstOf(delay(SETTLE_MS), firstUse, pageHidden));
  const waits: Record<LoadPhase, Schedule> = {
    'page-shown': firstOf(ready, drawnAndQuiet, delay(PAGE_SHOWN_WAIT_MS)),
    'page-ready': inTurn(firstOf(ready, delay(PAGE_READY_WAIT_MS)), idle),
    idle,
    'first-use': inTurn(used, firstOf(pageHidden, idle)),
  };
  return { after: (phase, work) => waits[phase](work) };
}

export const phases = createLoadPhases({
  events: bus,
  onPageParcelSettled,
  pageQuiet: () => pageQuietIn(getQueryClient().getQueryCache(), pageSkeletonsIn(document)),
});

/**
 * `load` once, when `at` comes or at the first call of `now()`, whichever is first; every caller
 * gets the same promise.
 */
export function loadOnce<T>(load: () => Promise<T>, at: Schedule): { now: () => Promise<T> } {
  let loading: Promise<T> | undefined;
  let cancel = () => {};
  const now = () => {
    cancel();
    // A failed load (a chunk missed offline) is tried again by the next call.
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    return loading;
  };
  cancel = at(() => void now().catch(() => {}));
  return { now };
}
