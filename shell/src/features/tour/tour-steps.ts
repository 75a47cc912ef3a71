/**
 * What the guided tour shows, in order: each step names the page element it points at. The
 * layouts mark those elements with `tourTarget(name)`, so the tour and the header agree on one
 * name instead of a CSS class that a restyle could rename.
 */
export type TourStepName = 'delivery-location' | 'search' | 'cart' | 'orders' | 'wallet';

/** The tour's steps in order (their words are in tour-copy, loaded with the tour). */
export const TOUR_STEP_NAMES: readonly TourStepName[] = [
  'delivery-location',
  'search',
  'cart',
  'orders',
  'wallet',
];

const ATTRIBUTE = 'data-tour';

/** The attribute a layout puts on the element a step points at. */
export function tourTarget(name: TourStepName): { [ATTRIBUTE]: TourStepName } {
  return { [ATTRIBUTE]: name };
}

export function tourTargetSelector(name: TourStepName): string {
  return `[${ATTRIBUTE}="${name}"]`;
}
