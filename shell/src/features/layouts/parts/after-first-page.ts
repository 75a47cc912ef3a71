/**
 * When the shop widgets (cart button, bell, the cart drawer) start loading their remotes: once
 * the page has shown its content (its `page:ready`), or, for a screen that sends none, at the
 * first idle moment after its parcel has drawn and no query is still waiting for its first
 * answer. Their remote entries and chunks then do not compete with the page's own files, first
 * data and images for the network (the early preload leaves them out for the same reason).
 * Their slots hold their final size meanwhile. A page that never gets there (its remote is down,
 * its API does not answer) still gets them after a while; once shown, every later shop layout
 * mounts them at once.
 */
import { useEffect, useState } from 'react';
import type { QueryCache } from '@tanstack/react-query';
import { bus } from '@jara/bus';
import { getQueryClient } from '@jara/query/query-client';
import { whenIdle } from '../../boot/when-idle';
import { onPageParcelSettled } from '../../parcels/page-parcel-settled';

/** How long the widgets wait for a page that does not say it is ready. */
export const WIDGETS_WAIT_MS = 4_000;

type Subscription = (done: () => void) => () => void;

const waitingForFirstAnswer = (cache: Pick<QueryCache, 'findAll'>) =>
  cache.findAll({
    predicate: (query) =>
      query.state.status === 'pending' && query.state.fetchStatus === 'fetching',
  }).length > 0;

/** Calls `done` once no query in `cache` is fetching its first answer. */
function whenFirstAnswersIn(
  cache: Pick<QueryCache, 'findAll' | 'subscribe'>,
  done: () => void,
): () => void {
  if (!waitingForFirstAnswer(cache)) {
    done();
    return () => {};
  }
  const off = cache.subscribe(() => {
    if (waitingForFirstAnswer(cache)) return;
    off();
    done();
  });
  return off;
}

/** After the first answers, the screen draws them (and asks for its images) before the widgets load. */
export const AFTER_ANSWERS_IDLE_MS = 500;

/** The first idle moment after no query in `cache` is fetching its first answer. */
export function afterFirstAnswers(
  cache: Pick<QueryCache, 'findAll' | 'subscribe'>,
  idle: Subscription = (work) => whenIdle(work, AFTER_ANSWERS_IDLE_MS),
): Subscription {
  return (done) => {
    let cancelIdle = () => {};
    const off = whenFirstAnswersIn(cache, () => {
      cancelIdle = idle(done);
    });
    return () => {
      off();
      cancelIdle();
    };
  };
}

/** A hook that is true once the page is ready (see above), or after `waitMs`. */
export function pageShownGate(
  events: Pick<typeof bus, 'on'>,
  parcelSettled: Subscription = onPageParcelSettled,
  firstAnswers: Subscription = (done) => afterFirstAnswers(getQueryClient().getQueryCache())(done),
  waitMs = WIDGETS_WAIT_MS,
) {
  let pageShown = false;
  return function useAfterPageShown(): boolean {
    const [shown, setShown] = useState(pageShown);
    useEffect(() => {
      if (shown) return;
      let offAnswers = () => {};
      const show = () => {
        pageShown = true;
        setShown(true);
      };
      const off = events.on('page:ready', show);
      const offParcel = parcelSettled(() => {
        offAnswers();
        offAnswers = firstAnswers(show);
      });
      const timer = setTimeout(show, waitMs);
      return () => {
        off();
        offParcel();
        offAnswers();
        clearTimeout(timer);
      };
    }, [shown]);
    return shown;
  };
}

export const useAfterPageShown = pageShownGate(bus);
