import { fireEvent, renderHook } from '@testing-library/react';
import type { Controls, State } from 'react-joyride';
import { useTourKeyboard } from './use-tour-keyboard';

function controls() {
  return { next: jest.fn(), prev: jest.fn(), skip: jest.fn() } as unknown as Controls &
    Record<'next' | 'prev' | 'skip', jest.Mock>;
}

const showing = (index: number) =>
  ({ status: 'running', lifecycle: 'tooltip', index }) as unknown as State;

describe('useTourKeyboard', () => {
  it('moves on with ArrowRight, back with ArrowLeft and ends the tour with Escape', () => {
    const tour = controls();
    renderHook(() => useTourKeyboard(tour, showing(2)));
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(tour.next).toHaveBeenCalledTimes(1);
    expect(tour.prev).toHaveBeenCalledTimes(1);
    expect(tour.skip).toHaveBeenCalledTimes(1);
  });

  it('has no step before the first', () => {
    const tour = controls();
    renderHook(() => useTourKeyboard(tour, showing(0)));
    fireEvent.keyDown(document, { key: 'ArrowLeft' });
    expect(tour.prev).not.toHaveBeenCalled();
  });

  it('listens only while a step is on screen', () => {
    const tour = controls();
    const idle = { status: 'idle', lifecycle: 'init', index: -1 } as unknown as State;
    renderHook(() => useTourKeyboard(tour, idle));
    fireEvent.keyDown(document, { key: 'ArrowRight' });
    expect(tour.next).not.toHaveBeenCalled();
  });
});
