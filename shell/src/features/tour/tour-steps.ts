/**
 * What the guided tour shows, in order: each step names the page element it points at. The
 * layouts mark those elements with `tourTarget(name)`, so the tour and the header agree on one
 * name instead of a CSS class that a restyle could rename.
 */
export type TourStepName = 'delivery-location' | 'search' | 'cart' | 'orders' | 'wallet';

export interface TourStep {
  name: TourStepName;
  title: string;
  content: string;
}

export const TOUR_STEPS: readonly TourStep[] = [
  {
    name: 'delivery-location',
    title: 'Where we deliver',
    content: 'Set your delivery location first: stores that deliver to you are listed first.',
  },
  {
    name: 'search',
    title: 'Search',
    content: 'Find a dish, a store or a category by name.',
  },
  {
    name: 'cart',
    title: 'Your cart',
    content: 'Each store has its own cart. Open it here to check out.',
  },
  {
    name: 'orders',
    title: 'Your orders',
    content: 'Your account menu follows an order on its way and keeps the past ones.',
  },
  {
    name: 'wallet',
    title: 'Your wallet',
    content: 'Fund your wallet once and pay for orders with its balance.',
  },
];

const ATTRIBUTE = 'data-tour';

/** The attribute a layout puts on the element a step points at. */
export function tourTarget(name: TourStepName): { [ATTRIBUTE]: TourStepName } {
  return { [ATTRIBUTE]: name };
}

export function tourTargetSelector(name: TourStepName): string {
  return `[${ATTRIBUTE}="${name}"]`;
}
