/**
 * The chaos check of a screen that loads a call (e2e/support/chaos-screen.ts), at the network in
 * jest: the call is broken in the API double, the screen must show a calm error with "Try again"
 * (its own, or, for an answer of the wrong shape it does not check, the remote's fallback after a
 * render crash), a retry while still broken asks again and stays calm, and after healing the same
 * "Try again" shows the loaded screen. Used by the screens' `*-faults.test.tsx`.
 */
import { Component, useState, type ReactNode } from 'react';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { QueryClient } from '@tanstack/react-query';
import { useQueryClient } from '@tanstack/react-query';
import { bus } from '@jara/bus';
import type { ToastKind } from '@jara/contracts/bus-events';
import type { CallFault, setUpApiDouble } from './api-double';
import { RAW_TEXT } from './raw-text';

type ApiDouble = ReturnType<typeof setUpApiDouble>;
export type CallKey = Parameters<ApiDouble['break']>[0];

/**
 * A fault test waits for several answers and renders in turn (two suites share two cores, and the
 * first test of a file also loads the API modules): more than jest's 5 s default.
 */
export const FAULT_TEST_MS = 30_000;

/** The faults of the e2e load cases (`QUICK_FAULTS`). */
export const LOAD_FAULTS = ['500', 'not-json', 'wrong-shape'] as const satisfies CallFault[];

class CrashBoundary extends Component<
  { onError: (error: Error) => void; children: ReactNode },
  { failed: boolean }
> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: Error) {
    this.props.onError(error);
  }
  override render() {
    return this.state.failed ? null : this.props.children;
  }
}

/**
 * The shell around a page parcel (shared/parcel's ParcelErrorBoundary, shell's RemoteParcel): a
 * render crash goes to `onError` and the parcel gives way to a fallback (marked
 * `data-remote-fallback`, as the shell's is) whose retry resets the queries no screen shows any
 * more and mounts the parcel again, as RemoteParcel's does.
 */
export function ParcelStandIn({
  onError,
  children,
}: {
  onError: (error: Error) => void;
  children: ReactNode;
}) {
  const client = useQueryClient();
  const [attempt, setAttempt] = useState(0);
  const [failed, setFailed] = useState(false);
  if (failed) {
    return (
      <section role="alert" data-remote-fallback="storefront">
        <h2>The shop is unavailable right now.</h2>
        <button
          type="button"
          onClick={() => {
            void client.resetQueries({ type: 'inactive' });
            setFailed(false);
            setAttempt((n) => n + 1);
          }}
        >
          Try again
        </button>
      </section>
    );
  }
  return (
    <CrashBoundary
      key={attempt}
      onError={(error) => {
        onError(error);
        setFailed(true);
      }}
    >
      {children}
    </CrashBoundary>
  );
}

/** Every toast the API client raises during a test (the shell would show them). */
export function collectToasts(): { kind: ToastKind; message: string }[] {
  const toasts: { kind: ToastKind; message: string }[] = [];
  let off = () => {};
  beforeEach(() => {
    toasts.length = 0;
    off = bus.on('toast:show', (toast) => void toasts.push(toast));
  });
  afterEach(() => off());
  return toasts;
}

/**
 * React reports a crash its boundary caught on console.error; those reports are expected here
 * (the test asserts the crash itself), anything else still prints.
 */
export function quietCaughtCrashes() {
  let spy: jest.SpyInstance | undefined;
  beforeEach(() => {
    const original = console.error.bind(console);
    spy = jest.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      const text = args.map(String).join(' ');
      if (args.some((arg) => arg instanceof Error) || /error boundary|CrashBoundary/.test(text)) {
        return;
      }
      original(...args);
    });
  });
  afterEach(() => spy?.mockRestore());
}

export interface LoadFaultCase {
  api: ApiDouble;
  key: CallKey;
  /** Renders the screen inside `ParcelStandIn`; returns the test's QueryClient. */
  render: () => { client: QueryClient };
  /** Answers the broken call with real data again. */
  heal: () => void;
  /** Waits for what the loaded screen shows (the e2e case's `loaded`). */
  loaded: () => Promise<HTMLElement>;
  /** The screen's own sentence for the failure. */
  message: string;
  /** The faults whose answer the screen cannot draw: they crash it into the remote's fallback. */
  crashesOn?: readonly CallFault[];
  onError: jest.Mock;
  toasts: readonly { kind: ToastKind; message: string }[];
}

const CRASH_OUTCOME = "a crash into the remote's fallback with Try again, nothing raw";

/** Each load fault with what it leads to, in words for a test's name (`it.each`). */
export function faultOutcomes(
  item: Pick<LoadFaultCase, 'message' | 'crashesOn'>,
): [CallFault, string][] {
  return LOAD_FAULTS.map((fault) => [
    fault,
    item.crashesOn?.includes(fault)
      ? CRASH_OUTCOME
      : `a calm “${item.message}” with Try again, nothing raw`,
  ]);
}

/** The calm error state: an alert holding "Try again", and nothing raw anywhere. */
async function calmError(item: LoadFaultCase, fault: CallFault): Promise<HTMLElement> {
  const crashed = item.crashesOn?.includes(fault) ?? false;
  const alert = await waitFor(() => {
    const alerts = screen
      .getAllByRole('alert')
      .filter((element) => within(element).queryByRole('button', { name: 'Try again' }));
    expect(alerts).toHaveLength(1);
    return alerts[0]!;
  });
  const fallback = document.querySelector('[data-remote-fallback]');
  if (crashed) {
    expect(fallback).toBe(alert);
  } else {
    expect(fallback).toBeNull();
    expect(alert.textContent).toContain(item.message);
  }
  expect(document.body.textContent).not.toMatch(RAW_TEXT);
  for (const toast of item.toasts) expect(toast.message).not.toMatch(RAW_TEXT);
  return alert;
}

const settled = (client: QueryClient) =>
  waitFor(() => expect(client.isFetching() + client.isMutating()).toBe(0));

/**
 * Opens the screen with the call broken by `faults[0]`, then for each next fault breaks it that
 * way and clicks Try again (the call is asked again, the error stays calm), then heals it and
 * clicks Try again into the loaded screen. A crash must reach the parcel's `onError` each time,
 * and only for the faults in `crashesOn`.
 */
export async function checkLoadFaults(
  faults: readonly [CallFault, ...CallFault[]],
  item: LoadFaultCase,
): Promise<void> {
  const { api, key } = item;
  const [first, ...rest] = faults;
  const expectCrashes = (count: number) => {
    expect(item.onError).toHaveBeenCalledTimes(count);
    for (const [error] of item.onError.mock.calls) expect(error).toBeInstanceOf(TypeError);
  };
  let crashed = 0;
  const crashFor = (fault: CallFault) => (item.crashesOn?.includes(fault) ? 1 : 0);

  api.break(key, first);
  const { client } = item.render();
  let alert = await calmError(item, first);
  await settled(client);
  crashed += crashFor(first);
  expectCrashes(crashed);

  for (const fault of rest) {
    api.break(key, fault);
    const asked = api.sent(key).length;
    fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(api.sent(key).length).toBeGreaterThan(asked));
    await settled(client);
    alert = await calmError(item, fault);
    crashed += crashFor(fault);
    expectCrashes(crashed);
  }

  item.heal();
  const asked = api.sent(key).length;
  fireEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
  expect(await item.loaded()).toBeTruthy();
  expect(api.sent(key).length).toBeGreaterThan(asked);
  expect(document.querySelector('[data-remote-fallback]')).toBeNull();
  expect(document.body.textContent).not.toMatch(RAW_TEXT);
  expectCrashes(crashed);
}
