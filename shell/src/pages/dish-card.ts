/**
 * A dish a food page shows: a card that opens the dishes screen's search for its words, quoted
 * "from" the cheapest dish that same search finds on sale. The words are written once.
 */
import { pathTo } from '@jara/contracts/site-paths';
import type { PricedCard } from './components/priced-cards';

export interface Dish {
  title: string;
  body: string;
  /** What the dishes screen searches for, as the card's link writes it. */
  words: string;
}

export function dishCard({ title, body, words }: Dish): PricedCard {
  return {
    title,
    body,
    to: pathTo('category', { params: { keywords: words } }),
    from: { kind: 'dish', words },
  };
}
