import { act, render } from '@testing-library/react';
import { useOnVisible } from './use-on-visible';

let observed: Element[] = [];
let report: (visible: boolean) => void = () => undefined;
class FakeObserver {
  constructor(private readonly callback: IntersectionObserverCallback) {}
  observe(element: Element) {
    observed.push(element);
    report = (visible) =>
      this.callback(
        [{ isIntersecting: visible } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
  }
  disconnect() {
    observed = [];
    report = () => undefined;
  }
}

function Probe(props: { enabled: boolean; drawn: boolean; onVisible: () => void }) {
  const sentinel = useOnVisible<HTMLDivElement>(props.onVisible, props.enabled);
  return props.drawn ? <div ref={sentinel} data-testid="sentinel" /> : null;
}

beforeEach(() => {
  observed = [];
  globalThis.IntersectionObserver = FakeObserver as unknown as typeof IntersectionObserver;
});

describe('useOnVisible', () => {
  it('observes an element drawn after it was enabled (a list drawn in a deferred render)', () => {
    const onVisible = jest.fn();
    const { rerender, getByTestId } = render(<Probe enabled drawn={false} onVisible={onVisible} />);
    expect(observed).toHaveLength(0);
    rerender(<Probe enabled drawn onVisible={onVisible} />);
    expect(observed).toEqual([getByTestId('sentinel')]);
    act(() => report(true));
    expect(onVisible).toHaveBeenCalledTimes(1);
  });

  it('stops observing when disabled, and ignores an element that is not in view', () => {
    const onVisible = jest.fn();
    const { rerender } = render(<Probe enabled drawn onVisible={onVisible} />);
    act(() => report(false));
    expect(onVisible).not.toHaveBeenCalled();
    rerender(<Probe enabled={false} drawn onVisible={onVisible} />);
    expect(observed).toHaveLength(0);
    act(() => report(true));
    expect(onVisible).not.toHaveBeenCalled();
  });
});
