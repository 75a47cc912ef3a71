import { render, screen } from '@testing-library/react';
import { ScreenLoading } from './screen-loading';

describe('ScreenLoading', () => {
  it('announces one loading label and hides its blocks', () => {
    const { container } = render(<ScreenLoading />);
    expect(screen.getByRole('status').textContent).toBe('Loading the page');
    const bones = container.querySelectorAll('[aria-hidden="true"]');
    expect(bones.length).toBeGreaterThan(4);
  });

  it('is the shape of a screen: a title line first, then chips and cards', () => {
    const { container } = render(<ScreenLoading />);
    const group = container.firstElementChild as HTMLElement;
    expect(group.getAttribute('aria-busy')).toBe('true');
    const title = group.querySelector('[aria-hidden="true"]') as HTMLElement;
    expect(title.style.height).toBe('2.25rem');
  });
});
