/**
 * jsdom has no View Transitions API. For every test of the calling file, `start` stands in as
 * `document.startViewTransition`, for a customer who has not asked for less motion.
 */
export function withViewTransitions(start: jest.Mock): void {
  beforeEach(() => {
    start.mockClear();
    Object.defineProperty(document, 'startViewTransition', { value: start, configurable: true });
    window.matchMedia = jest.fn(() => ({ matches: false })) as never;
  });
  afterEach(() => {
    delete (document as { startViewTransition?: unknown }).startViewTransition;
  });
}
