import { act, render, screen } from '@testing-library/react';
import { useCurrentSection } from './use-current-section';

type Callback = (entries: Partial<IntersectionObserverEntry>[]) => void;
let report: Callback = () => undefined;
const disconnect = jest.fn();

beforeEach(() => {
  disconnect.mockReset();
  window.IntersectionObserver = jest.fn((callback: Callback) => {
    report = callback;
    return { observe: jest.fn(), disconnect };
  }) as unknown as typeof IntersectionObserver;
});

function Sections() {
  const [current] = useCurrentSection(['a', 'b', 'c']);
  return (
    <>
      <p data-testid="current">{current}</p>
      {['a', 'b', 'c'].map((id) => (
        <section key={id} id={id} />
      ))}
    </>
  );
}

const crossing = (id: string, isIntersecting: boolean) => ({
  target: document.getElementById(id) as Element,
  isIntersecting,
});

describe('useCurrentSection', () => {
  it('starts on the first and follows the last section crossing the reading band', () => {
    const { unmount } = render(<Sections />);
    const current = () => screen.getByTestId('current').textContent;
    expect(current()).toBe('a');

    act(() => report([crossing('a', true), crossing('b', true)]));
    expect(current()).toBe('b');
    act(() => report([crossing('b', false)]));
    expect(current()).toBe('a');
    act(() => report([crossing('a', false)]));
    expect(current()).toBe('a');

    unmount();
    expect(disconnect).toHaveBeenCalled();
  });
});
