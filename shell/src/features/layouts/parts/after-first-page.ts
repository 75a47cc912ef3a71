/**
 * When the shop widgets (cart button, bell, the cart drawer) start loading their remotes: once
 * the page has shown its content (its `page:ready`), or, for a screen that sends none, at the
 * first idle moment after its parcel has drawn when the page shows no skeleton and no query is
 * waiting for its first answer. Their remote entries and chunks then do not compete with the
 * page's own files, first data and images for the network (the early preload leaves them out
 * for the same reason). Their slots hold their final size meanwhile. A page that never gets
 * there (its remote is down, its API does not answer) still gets them after a while; once
 * shown, every later shop layout mounts them at once.
 */
import { useEffect, useState } from 'react';
import type { QueryCache } from '@tanstack/react-query';
import { bus } from '@jara/bus';
import { getQueryClient } from '@jara/query/query-client';
import { whenIdle } from '../../boot/when-idle';
import { onPageParcelSettled } from '../../parcels/page-parcel-settled';
import { pageSkeletonsIn, type PageSkeletons } from './page-skeletons';

/** How long the widgets wait for a page that does not say it is ready. */
export const WIDGETS_WAIT_MS = 4_000;

type Subscription = (done: () => void) => () => void;
type Cache = Pick<QueryCache, 'findAll' | 'subscribe'>;

const waitingForFirstAnswer = (cache: Pick<QueryCache, 'findAll'>) =>
  cache.findAll({
    predicate: (query) =>
      query.state.status === 'pending' && query.state.fetchStatus === 'fetching',
  }).length > 0;

const quiet = (cache: Cache, skeletons: PageSkeletons) =>
  !waitingForFirstAnswer(cache) && !skeletons.showing();

/** Calls `done` once the page shows no skeleton and no query is fetching its first answer. */
function whenQuiet(cache: Cache, skeletons: PageSkeletons, done: () => void): () => void {
  const stop = () => {
    offCache();
    offMarkup();
  };
  const check = () => {
    if (!quiet(cache, skeletons)) return;
    stop();
    done();
  };
  const offCache = cache.subscribe(check);
  const offMarkup = skeletons.observe(check);
  check();
  return stop;
}

/** After the first answers, the screen draws them (and asks for its images) before the widgets load. */
export const AFTER_ANSWERS_IDLE_MS = 500;

/**
 * The first idle moment at which the page is quiet (see above). Quiet is checked again then:
 * a screen whose chunk or first answer has just arrived starts its next queries (a store's menu
 * after the store) in the same moment, before the idle callback, and the wait starts over.
 */
export function afterPageQuiet(
  cache: Cache,
  skeletons: PageSkeletons = pageSkeletonsIn(document),
  idle: Subscription = (work) => whenIdle(work, AFTER_ANSWERS_IDLE_MS),
): Subscription {
  return (done) => {
    let cancel = () => {};
    const wait = () => {
      cancel = whenQuiet(cache, skeletons, () => {
        cancel = idle(() => (quiet(cache, skeletons) ? done() : wait()));
      });
    };
    wait();
    return () => cancel();
  };
}

/** A hook that is true once the page is ready (see above), or after `waitMs`. */
export function pageShownGate(
  events: Pick<typeof bus, 'on'>,
  parcelSettled: Subscription = onPageParcelSettled,
  pageQuiet: Subscription = (done) => afterPageQuiet(getQueryClient().getQueryCache())(done),
  waitMs = WIDGETS_WAIT_MS,
) {
  let pageShown = false;
  return function useAfterPageShown(): boolean {
    const [shown, setShown] = useState(pageShown);
    useEffect(() => {
      if (shown) return;
      let offQuiet = () => {};
      const show = () => {
        pageShown = true;
        setShown(true);
      };
      const off = events.on('page:ready', show);
      const offParcel = parcelSettled(() => {
        offQuiet();
        offQuiet = pageQuiet(show);
      });
      const timer = setTimeout(show, waitMs);
      return () => {
        off();
        offParcel();
        offQuiet();
        clearTimeout(timer);
      };
    }, [shown]);
    return shown;
  };
}

export const useAfterPageShown = pageShownGate(bus);
