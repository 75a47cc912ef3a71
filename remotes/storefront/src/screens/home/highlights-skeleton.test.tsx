import { render, screen } from '@testing-library/react';
import { HighlightsSkeleton } from './highlights-skeleton';

describe('HighlightsSkeleton', () => {
  it('announces one label and draws the chips and two rows of cards', () => {
    render(<HighlightsSkeleton />);
    expect(screen.getByRole('status').textContent).toBe('Loading the marketplace');
    expect(screen.getAllByTestId('vendor-card-skeleton')).toHaveLength(10);
  });

  it('gives the offers row’s cards their offer lines and the second row none', () => {
    render(<HighlightsSkeleton />);
    const cards = screen.getAllByTestId('vendor-card-skeleton');
    const lines = (card: HTMLElement) => card.querySelectorAll('[aria-hidden="true"]').length;
    expect(lines(cards[0]!)).toBe(5);
    expect(lines(cards[9]!)).toBe(4);
  });
});
