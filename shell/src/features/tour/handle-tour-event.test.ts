import { EVENTS } from 'react-joyride';
import { bus } from '@jara/bus';
import { handleTourEvent } from './handle-tour-event';
import { TARGET_NOT_FOUND_EVENT } from './report-target-not-found';
import { hasSeenTour } from './tour-seen';
import { tourStore } from './tour-store';

const event = (type: (typeof EVENTS)[keyof typeof EVENTS], index: number, id = 'cart') => ({
  type,
  index,
  step: { id },
});

describe('handleTourEvent', () => {
  beforeEach(() => {
    window.localStorage.clear();
    tourStore.getState().end();
  });
  afterEach(() => jest.restoreAllMocks());

  it('remembers the device has seen the tour once it starts', () => {
    handleTourEvent(event(EVENTS.TOUR_START, 0));
    expect(hasSeenTour()).toBe(true);
  });

  it('follows the step on screen and goes back to -1 at the end', () => {
    handleTourEvent(event(EVENTS.TOOLTIP, 1));
    expect(tourStore.getState().index).toBe(1);
    handleTourEvent(event(EVENTS.TOUR_END, 4));
    expect(tourStore.getState().index).toBe(-1);
  });

  it('reports a missing target as target-not-found, in the console and to analytics', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    const tracked = jest.fn();
    const off = bus.on('analytics:track', tracked);
    handleTourEvent(event(EVENTS.TARGET_NOT_FOUND, 2, 'cart'));
    off();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('target-not-found'));
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"cart"'));
    expect(tracked).toHaveBeenCalledWith({
      event: TARGET_NOT_FOUND_EVENT,
      properties: { step: 'cart' },
    });
  });
});
