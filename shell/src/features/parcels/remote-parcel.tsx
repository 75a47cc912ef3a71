/**
 * Mounts one exposed parcel of a remote in the shell's layout. A remote that is down, slow, or
 * throws while loading, mounting or rendering is replaced by its fallback (with a retry) in
 * its own place; the layout and every other remote keep working. Remounting happens only when
 * the remote or expose changes, so moving between routes of the same remote keeps it mounted.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import type { RemoteModule } from '@jara/contracts/remote-contract';
import { getQueryClient } from '@jara/query/query-client';
import { loadParcel } from '../remote-loading/federation/load-parcel';
import { PageParcelLoading, WidgetParcelLoading } from './parcel-loading';
import { reportParcelCrash } from './report-parcel-crash';
import { pageParcelSettled } from './page-parcel-settled';
import { mountParcel, type MountedParcel } from './parcel-mounter';
import { PrerenderOutlet, usePrerenderOutlet } from './prerender-outlet';
import { RemoteFallback } from './remote-fallback';
import { useShellParcelProps } from './shell-parcel-props';
import styles from './remote-parcel.module.css';

/**
 * `page`: a route's screen, which holds a full-height skeleton until the remote draws. `widget`:
 * a control in a slot of its final size (the slot's CSS gives it), a skeleton of that size
 * until it mounts. `overlay`: a drawer or dialog that takes no room in the page at all.
 */
export type ParcelVariant = 'page' | 'widget' | 'overlay';

type Props = RemoteModule & {
  variant?: ParcelVariant;
  /** Names a widget in its fallback, when one remote has several. */
  label?: string;
  /** Shows the loading state without loading yet (a widget that waits for the page). */
  hold?: boolean;
};

type Phase = 'loading' | 'mounted' | 'failed';

const HOST_CLASSES: Record<ParcelVariant, string> = {
  page: styles.pageHost ?? '',
  widget: styles.widgetHost ?? '',
  overlay: styles.overlayHost ?? '',
};

function ParcelAttempt({
  remote,
  expose,
  variant,
  hold,
  onFailed,
}: Required<Omit<Props, 'label'>> & { onFailed: () => void }) {
  const shellProps = useShellParcelProps();
  const hostRef = useRef<HTMLDivElement>(null);
  const parcelRef = useRef<MountedParcel | null>(null);
  const latestProps = useRef(shellProps);
  // The parcel keeps one onError for its whole life; it forwards to this attempt's handler.
  const failRef = useRef<(error: unknown) => void>(() => {});
  const [onError] = useState(() => (error: Error) => {
    reportParcelCrash(remote, expose, error);
    failRef.current(error);
  });
  const [phase, setPhase] = useState<Phase>('loading');
  const prerendering = usePrerenderOutlet();

  useEffect(() => {
    latestProps.current = shellProps;
    parcelRef.current?.update({ ...shellProps, onError });
  }, [shellProps, onError]);

  useEffect(() => {
    const host = hostRef.current;
    if (!host || hold) return;
    // single-spa owns this element's subtree; React never renders into it. Only in an effect:
    // the layouts are also rendered on the server, for prerendered pages.
    const domElement = document.createElement('div');
    // The loading state hides itself (CSS) the moment the remote draws anything in here.
    domElement.className = styles.parcelRoot ?? '';
    host.appendChild(domElement);
    let cancelled = false;
    let mounted: MountedParcel | null = null;

    const fail = (error: unknown) => {
      if (cancelled) return;
      cancelled = true;
      console.error(`[parcel] remote "${remote}" failed (${expose})`, error);
      // Deferred: a render crash is reported from inside the remote's own React commit.
      setTimeout(() => void mounted?.unmount().finally(() => domElement.remove()));
      setPhase('failed');
      if (variant === 'page') pageParcelSettled();
      onFailed();
    };
    failRef.current = fail;

    loadParcel(remote, expose, latestProps.current.config.remoteTimeoutMs)
      .then((config) =>
        cancelled
          ? null
          : mountParcel(config, domElement, { ...latestProps.current, onError }).catch(
              (error: unknown) => {
                reportParcelCrash(remote, expose, error);
                throw error;
              },
            ),
      )
      .then((parcel) => {
        if (!parcel) return;
        mounted = parcel;
        if (cancelled) {
          void parcel.unmount().finally(() => domElement.remove());
          return;
        }
        parcelRef.current = parcel;
        setPhase('mounted');
        if (variant === 'page') pageParcelSettled();
      })
      .catch(fail);

    return () => {
      const wasCancelled = cancelled;
      cancelled = true;
      parcelRef.current = null;
      if (mounted) void mounted.unmount().finally(() => domElement.remove());
      else if (!wasCancelled) domElement.remove();
    };
  }, [remote, expose, variant, hold, onFailed, onError]);

  const loading = phase === 'loading';
  return (
    <div
      ref={hostRef}
      className={HOST_CLASSES[variant]}
      data-remote={remote}
      data-phase={phase}
      // Prerendered, the slot holds the remote's finished page: nothing is busy there.
      aria-busy={loading && !prerendering && variant !== 'overlay'}
    >
      {loading && variant === 'page' && prerendering && <PrerenderOutlet />}
      {loading && variant === 'page' && !prerendering && <PageParcelLoading />}
      {loading && variant === 'widget' && <WidgetParcelLoading />}
    </div>
  );
}

export function RemoteParcel({ remote, expose, variant = 'page', label, hold = false }: Props) {
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  const markFailed = useCallback(() => setFailed(true), []);

  if (failed) {
    return (
      <RemoteFallback
        remote={remote}
        variant={variant === 'page' ? 'page' : 'widget'}
        {...(label ? { label } : {})}
        onRetry={() => {
          // A crash may come from an answer of the wrong shape still in the cache: what no screen
          // shows any more is asked afresh, or the retry would render the same answer and crash.
          void getQueryClient().resetQueries({ type: 'inactive' });
          setFailed(false);
          setAttempt((n) => n + 1);
        }}
      />
    );
  }
  return (
    <ParcelAttempt
      key={attempt}
      remote={remote}
      expose={expose}
      variant={variant}
      hold={hold}
      onFailed={markFailed}
    />
  );
}
