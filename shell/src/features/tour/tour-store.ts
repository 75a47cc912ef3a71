/**
 * The tour's state, outside React so the account menu can ask for the tour from anywhere. A
 * first visit is only `offered` the tour: it runs when the customer asks.
 * `index` is the step on screen, and the spec's -1 whenever the tour is not running; a tour
 * set aside for a modal keeps the step it will come back to in `resumeAt`.
 */
import { createStore } from 'zustand/vanilla';
import { TOUR } from '@jara/contracts/constants';

export type TourPhase = 'idle' | 'offered' | 'requested' | 'running';

interface TourState {
  phase: TourPhase;
  index: number;
  resumeAt: number;
}

interface TourActions {
  /** Offer the tour (a first visit): a prompt the customer may take or dismiss. */
  offer(): void;
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
  offer: () => set({ ...idle, phase: 'offered' }),
  request: () => set({ ...idle, phase: 'requested' }),
  show: (index) => set({ phase: 'running', index, resumeAt: index }),
  setAside: () => {
    if (get().phase !== 'running') return;
    set({ phase: 'requested', index: TOUR.notRunningStepIndex });
  },
  end: () => set(idle),
}));
