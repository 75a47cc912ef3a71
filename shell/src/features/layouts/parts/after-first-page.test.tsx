import { act, render, screen } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createEventBus } from '@jara/bus';
import { afterPageQuiet, pageShownGate, WIDGETS_WAIT_MS } from './after-first-page';

function setUp() {
  const events = createEventBus();
  const idle = new Set<() => void>();
  const runIdleWork = () => idle.forEach((work) => work());
  const settled = new Set<() => void>();
  const parcelSettled = () => settled.forEach((listener) => listener());
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  const markup = new Set<() => void>();
  let skeletonShowing = false;
  const showSkeleton = (showing: boolean) => {
    skeletonShowing = showing;
    markup.forEach((changed) => changed());
  };
  const useAfterPageShown = pageShownGate(
    events,
    (listener) => {
      settled.add(listener);
      return () => void settled.delete(listener);
    },
    afterPageQuiet(
      client.getQueryCache(),
      {
        showing: () => skeletonShowing,
        observe(changed) {
          markup.add(changed);
          return () => void markup.delete(changed);
        },
      },
      (work) => {
        idle.add(work);
        return () => void idle.delete(work);
      },
    ),
  );
  function Probe() {
    return <p>{useAfterPageShown() ? 'widgets' : 'placeholders'}</p>;
  }
  return { events, parcelSettled, runIdleWork, client, showSkeleton, Probe };
}

describe('useAfterPageShown', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('waits for a page that never says it is ready only so long', () => {
    const { Probe } = setUp();
    render(<Probe />);
    expect(screen.getByText('placeholders')).toBeTruthy();
    act(() => void jest.advanceTimersByTime(WIDGETS_WAIT_MS));
    expect(screen.getByText('widgets')).toBeTruthy();
  });

  it('holds the widgets until the page is ready, then a later layout shows them at once', () => {
    const { events, Probe } = setUp();
    const first = render(<Probe />);
    act(() => void jest.advanceTimersByTime(WIDGETS_WAIT_MS - 1));
    expect(screen.getByText('placeholders')).toBeTruthy();
    act(() => events.emit('page:ready', { path: '/stores' }));
    expect(screen.getByText('widgets')).toBeTruthy();
    first.unmount();
    render(<Probe />);
    expect(screen.getByText('widgets')).toBeTruthy();
  });

  it('lets the widgets go at the first idle moment after the page parcel has drawn, for a screen that sends no page:ready', () => {
    const { parcelSettled, runIdleWork, Probe } = setUp();
    render(<Probe />);
    expect(screen.getByText('placeholders')).toBeTruthy();
    act(parcelSettled);
    expect(screen.getByText('placeholders')).toBeTruthy();
    act(runIdleWork);
    expect(screen.getByText('widgets')).toBeTruthy();
  });

  it('after the page parcel has drawn, waits for the first answers of the queries it started', async () => {
    const { parcelSettled, runIdleWork, client, Probe } = setUp();
    let answer: (stores: string[]) => void = () => {};
    const stores = client.fetchQuery({
      queryKey: ['stores'],
      queryFn: () => new Promise<string[]>((resolve) => (answer = resolve)),
    });
    render(<Probe />);
    act(parcelSettled);
    expect(screen.getByText('placeholders')).toBeTruthy();
    await act(async () => {
      answer(['Mama Put']);
      await stores;
    });
    // The screen draws its answers first; the widgets load at the next idle moment.
    expect(screen.getByText('placeholders')).toBeTruthy();
    act(runIdleWork);
    expect(screen.getByText('widgets')).toBeTruthy();
  });

  it('counts a failed first answer as an answer: the page shows its error, the widgets load', async () => {
    const { parcelSettled, runIdleWork, client, Probe } = setUp();
    let fail: (error: Error) => void = () => {};
    const stores = client
      .fetchQuery({
        queryKey: ['stores'],
        queryFn: () => new Promise<string[]>((_, reject) => (fail = reject)),
      })
      .catch(() => undefined);
    render(<Probe />);
    act(parcelSettled);
    expect(screen.getByText('placeholders')).toBeTruthy();
    await act(async () => {
      fail(new Error('the API is down'));
      await stores;
    });
    act(runIdleWork);
    expect(screen.getByText('widgets')).toBeTruthy();
  });

  it("starts over when a query begins before the idle moment (a store's menu after the store)", async () => {
    const { parcelSettled, runIdleWork, client, Probe } = setUp();
    render(<Probe />);
    act(parcelSettled);
    let answer: (menu: string[]) => void = () => {};
    const menu = client.fetchQuery({
      queryKey: ['menu'],
      queryFn: () => new Promise<string[]>((resolve) => (answer = resolve)),
    });
    act(runIdleWork);
    expect(screen.getByText('placeholders')).toBeTruthy();
    await act(async () => {
      answer(['Jollof rice']);
      await menu;
    });
    act(runIdleWork);
    expect(screen.getByText('widgets')).toBeTruthy();
  });

  it("waits while the page shows a skeleton (its screen's chunk is still downloading)", () => {
    const { parcelSettled, runIdleWork, showSkeleton, Probe } = setUp();
    showSkeleton(true);
    render(<Probe />);
    act(parcelSettled);
    act(runIdleWork);
    expect(screen.getByText('placeholders')).toBeTruthy();
    act(() => showSkeleton(false));
    expect(screen.getByText('placeholders')).toBeTruthy();
    act(runIdleWork);
    expect(screen.getByText('widgets')).toBeTruthy();
  });
});
