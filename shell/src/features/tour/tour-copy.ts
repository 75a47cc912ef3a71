/** What each step of the guided tour says; loaded with the tour, not with the layout. */
import type { TourStepName } from './tour-steps';

export const TOUR_COPY: Record<TourStepName, { title: string; content: string }> = {
  'delivery-location': {
    title: 'Where we deliver',
    content: 'Set your delivery location first: stores that deliver to you are listed first.',
  },
  search: {
    title: 'Search',
    content: 'Find a dish, a store or a category by name.',
  },
  cart: {
    title: 'Your cart',
    content: 'Each store has its own cart. Open it here to check out.',
  },
  orders: {
    title: 'Your orders',
    content: 'Your account menu follows an order on its way and keeps the past ones.',
  },
  wallet: {
    title: 'Your wallet',
    content: 'Fund your wallet once and pay for orders with its balance.',
  },
};
