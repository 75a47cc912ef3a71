import { tourStore } from './tour-store';

describe('tourStore', () => {
  beforeEach(() => tourStore.getState().end());

  it('is at step -1 while idle and while the tour is only asked for', () => {
    expect(tourStore.getState()).toMatchObject({ phase: 'idle', index: -1 });
    tourStore.getState().request();
    expect(tourStore.getState()).toMatchObject({ phase: 'requested', index: -1 });
  });

  it('follows the step on screen, and is back at -1 when the tour ends', () => {
    tourStore.getState().request();
    tourStore.getState().show(2);
    expect(tourStore.getState()).toMatchObject({ phase: 'running', index: 2 });
    tourStore.getState().end();
    expect(tourStore.getState()).toMatchObject({ phase: 'idle', index: -1 });
  });

  it('set aside for a modal, it is not running (-1) and keeps the step to come back to', () => {
    tourStore.getState().show(3);
    tourStore.getState().setAside();
    expect(tourStore.getState()).toMatchObject({ phase: 'requested', index: -1, resumeAt: 3 });
  });

  it('is not set aside when it was not running', () => {
    tourStore.getState().setAside();
    expect(tourStore.getState().phase).toBe('idle');
  });
});
