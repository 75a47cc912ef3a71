/** A service card by its title (a card's name starts with it, and one title can start another). */
import { screen } from '@testing-library/react';

export function serviceCard(title: string): HTMLElement {
  const [found, ...more] = screen
    .getAllByRole('link')
    .filter((link) => link.querySelector('span')?.textContent === title);
  if (!found || more.length > 0) throw new Error(`One card titled ${title} expected`);
  return found;
}
