/**
 * The tour's state, outside React so the account menu can ask for the tour from anywhere.
 * `index` is the step on screen, and the spec's -1 whenever the tour is not running; a tour
 * set aside for a modal keeps the step it will come back to in `resumeAt`.
 */
import { createStore } from 'zustand/vanilla';
import { TOUR } from '@jara/contracts/constants';

export type TourPhase = 'idle' | 'requested' | 'running';

interface TourState {
  phase: TourPhase;
  index: number;
  resumeAt: number;
}

interface TourActions {
  /** Ask for the tour; it starts when the page can show it. */
  request(): void;
  show(index: number): void;
  /** Step aside (a modal opened): not running, back at the same step later. */
  setAside(): void;
  end(): void;
}

const idle: TourState = { phase: 'idle', index: TOUR.notRunningStepIndex, resumeAt: 0 };

export const tourStore = createStore<TourState & TourActions>()((set, get) => ({
  ...idle,
  request: () => set({ ...idle, phase: 'requested' }),
  show: (index) => set({ phase: 'running', index, resumeAt: index }),
  setAside: () => {
    if (get().phase !== 'running') return;
    set({ phase: 'requested', index: TOUR.notRunningStepIndex });
  },
  end: () => set(idle),
}));
