import { render } from '@testing-library/react';
import { VendorCardSkeleton } from './vendor-card-skeleton';

const bones = (container: HTMLElement) =>
  Array.from(container.querySelectorAll<HTMLElement>('[aria-hidden="true"]'));

describe('VendorCardSkeleton', () => {
  it('has the card’s lines: a cover, the name, the rating and the fee, at their line heights', () => {
    const { container } = render(<VendorCardSkeleton />);
    expect(bones(container).map((bone) => bone.style.height)).toEqual([
      '100%',
      '1.365rem',
      '1.35rem',
      '1.35rem',
    ]);
  });

  it('adds the offer’s lines when the card shows an offer', () => {
    const { container } = render(<VendorCardSkeleton offerLines={2} />);
    expect(bones(container).map((bone) => bone.style.height)).toContain('2.7rem');
    expect(bones(container)).toHaveLength(5);
  });
});
