/**
 * The waits the load phases are made of (load-phases.ts puts them together). A wait calls
 * `done` when its moment comes and returns a function that stops it; stopping one that is over
 * does nothing. Each reads the page (window, document, idle callbacks) only when started, so the
 * prerender, which runs in Node, can import the modules that use it.
 */
import type { QueryCache } from '@tanstack/react-query';
import type { EventBus } from '@jara/bus';
import type { PageSkeletons } from '../layouts/parts/page-skeletons';

export type Schedule = (done: () => void) => () => void;

/** Done at the first of `waits` to come; the others stop then. */
export const firstOf =
  (...waits: Schedule[]): Schedule =>
  (done) => {
    const stops: (() => void)[] = [];
    let over = false;
    const stop = () => stops.splice(0).forEach((each) => each());
    const first = () => {
      if (over) return;
      over = true;
      stop();
      done();
    };
    for (const wait of waits) {
      stops.push(wait(first));
      // A wait can come at once (a page already hidden): the ones after it never start.
      if (over) break;
    }
    if (over) stop();
    return stop;
  };

/** `next` starts once `first` has come. */
export const inTurn =
  (first: Schedule, next: Schedule): Schedule =>
  (done) => {
    let stopNext = () => {};
    const stopFirst = first(() => (stopNext = next(done)));
    return () => {
      stopFirst();
      stopNext();
    };
  };

/**
 * One wait for every caller, started by the first: once it has come, later callers are done at
 * once.
 */
export function shared(wait: Schedule): Schedule {
  let come = false;
  let started = false;
  const waiting = new Set<() => void>();
  return (done) => {
    if (come) {
      done();
      return () => {};
    }
    waiting.add(done);
    if (!started) {
      started = true;
      wait(() => {
        come = true;
        for (const each of [...waiting]) each();
        waiting.clear();
      });
    }
    return () => void waiting.delete(done);
  };
}

export const delay =
  (ms: number): Schedule =>
  (done) => {
    const timer = setTimeout(done, ms);
    return () => clearTimeout(timer);
  };

type IdleScope = {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (handle: number) => void;
};

/** An idle callback with a deadline, or `fallbackMs` where the browser has none (Safari). */
export const idleCallback =
  (deadlineMs: number, fallbackMs: number): Schedule =>
  (done) => {
    const scope: IdleScope = globalThis;
    if (scope.requestIdleCallback && scope.cancelIdleCallback) {
      const handle = scope.requestIdleCallback(done, { timeout: deadlineMs });
      const cancel = scope.cancelIdleCallback;
      return () => cancel(handle);
    }
    return delay(Math.min(fallbackMs, deadlineMs))(done);
  };

/** The page says it shows its content. */
export const pageReady =
  (events: Pick<EventBus, 'on'>): Schedule =>
  (done) =>
    events.on('page:ready', done);

/** Now if the page is hidden, or as it is. */
export const pageHidden: Schedule = (done) => {
  const check = () => {
    if (document.visibilityState === 'hidden') done();
  };
  document.addEventListener('visibilitychange', check);
  check();
  return () => document.removeEventListener('visibilitychange', check);
};

const USE_EVENTS = ['pointerdown', 'pointermove', 'keydown', 'scroll', 'touchstart'] as const;
const USE_LISTENER = { capture: true, passive: true } as const;

/** The visitor's first tap, pointer move, key or scroll. */
export const firstUse: Schedule = (done) => {
  for (const type of USE_EVENTS) window.addEventListener(type, done, USE_LISTENER);
  return () => {
    for (const type of USE_EVENTS) window.removeEventListener(type, done, USE_LISTENER);
  };
};

/** Whether the page shows no skeleton and no query is fetching its first answer. */
export interface PageQuiet {
  now(): boolean;
  /** Calls `changed` whenever that may have changed; returns a stop function. */
  observe(changed: () => void): () => void;
}

export function pageQuietIn(
  cache: Pick<QueryCache, 'findAll' | 'subscribe'>,
  skeletons: PageSkeletons,
): PageQuiet {
  const waitingForFirstAnswer = () =>
    cache.findAll({
      predicate: (query) =>
        query.state.status === 'pending' && query.state.fetchStatus === 'fetching',
    }).length > 0;
  return {
    now: () => !waitingForFirstAnswer() && !skeletons.showing(),
    observe(changed) {
      const offCache = cache.subscribe(changed);
      const offMarkup = skeletons.observe(changed);
      return () => {
        offCache();
        offMarkup();
      };
    },
  };
}

const whenQuiet =
  (quiet: PageQuiet): Schedule =>
  (done) => {
    const check = () => {
      if (!quiet.now()) return;
      stop();
      done();
    };
    const stop = quiet.observe(check);
    check();
    return stop;
  };

/**
 * The first `idle` moment at which the page is quiet. Quiet is checked again then: a screen
 * whose chunk or first answer has just arrived starts its next queries (a store's menu after the
 * store) in the same moment, before the idle callback, and the wait starts over.
 */
export const quietAtIdle =
  (quiet: PageQuiet, idle: Schedule): Schedule =>
  (done) => {
    let stop = () => {};
    const wait = () => {
      stop = inTurn(whenQuiet(quiet), idle)(() => (quiet.now() ? done() : wait()));
    };
    wait();
    return () => stop();
  };
