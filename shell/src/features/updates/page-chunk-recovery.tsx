/**
 * Stands in a shell page's route when the page's chunk failed to load, in the layout's place for
 * the page, so the header, the cart and every other bit of state stay. It asks what the failure
 * means (chunk-failure-decision.ts): offline, it says so and waits for the connection; same build,
 * it loads the chunk again; a newer build, it reloads (guarded). A second failure while online is
 * thrown to the route's error page.
 */
import { useCallback, useEffect, useState, type ComponentType } from 'react';
import { useLocation } from 'react-router-dom';
import { OfflineNotice } from '../errors/offline-notice';
import { browserDecisionEnvironment, decideChunkFailure } from './chunk-failure-decision';
import { browserGuardEnvironment, reloadForChunkError } from './chunk-reload-guard';

export type PageModule = { default: ComponentType };

type State =
  | { phase: 'deciding' }
  | { phase: 'offline' }
  | { phase: 'loaded'; Page: ComponentType }
  | { phase: 'failed'; error: unknown };

interface Props {
  importPage: () => Promise<PageModule>;
  failure: unknown;
  onLoaded: (Page: ComponentType) => void;
}

/** One try at recovering; `null` while a reload takes the page away. */
async function attemptRecovery(
  { importPage, failure, onLoaded }: Props,
  pathname: string,
): Promise<State | null> {
  const decision = await decideChunkFailure(browserDecisionEnvironment());
  if (decision === 'offline') return { phase: 'offline' };
  if (decision === 'reload') {
    return reloadForChunkError(pathname, browserGuardEnvironment())
      ? null
      : { phase: 'failed', error: failure };
  }
  try {
    const { default: Page } = await importPage();
    onLoaded(Page);
    return { phase: 'loaded', Page };
  } catch (error) {
    return navigator.onLine ? { phase: 'failed', error } : { phase: 'offline' };
  }
}

export function PageChunkRecovery({ importPage, failure, onLoaded }: Props) {
  const { pathname } = useLocation();
  const [state, setState] = useState<State>({ phase: 'deciding' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let current = true;
    void attemptRecovery({ importPage, failure, onLoaded }, pathname).then((next) => {
      if (current && next) setState(next);
    });
    return () => {
      current = false;
    };
  }, [attempt, failure, importPage, onLoaded, pathname]);

  const retry = useCallback(() => {
    setState({ phase: 'deciding' });
    setAttempt((n) => n + 1);
  }, []);

  if (state.phase === 'failed') throw state.error;
  if (state.phase === 'loaded') return <state.Page />;
  if (state.phase === 'offline') return <OfflineNotice onRetry={retry} />;
  return <div aria-busy="true" />;
}
