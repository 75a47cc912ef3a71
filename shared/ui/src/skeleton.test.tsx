import { render, screen } from '@testing-library/react';
import { Skeleton, SkeletonGroup } from './skeleton';

describe('Skeleton', () => {
  it('reserves the size of what it stands for and is hidden from assistive technology', () => {
    const { container } = render(<Skeleton width="12rem" height="1.5rem" />);
    const bone = container.firstElementChild as HTMLElement;
    expect(bone.style.width).toBe('12rem');
    expect(bone.style.height).toBe('1.5rem');
    expect(bone.getAttribute('aria-hidden')).toBe('true');
  });

  it('takes a pill shape for round-ended controls', () => {
    const { container } = render(<Skeleton width="4rem" height="2.5rem" shape="pill" />);
    expect((container.firstElementChild as HTMLElement).className).toContain('pill');
  });

  it('fills the line by default', () => {
    const { container } = render(<Skeleton height="1rem" />);
    expect((container.firstElementChild as HTMLElement).style.width).toBe('100%');
  });
});

describe('SkeletonGroup', () => {
  it('is busy and announces one label, not its blocks', () => {
    render(
      <SkeletonGroup label="Loading stores">
        <Skeleton height="4rem" />
        <Skeleton height="4rem" />
      </SkeletonGroup>,
    );
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading stores');
    expect(status.parentElement?.getAttribute('aria-busy')).toBe('true');
  });

  it('renders a hostile label as text', () => {
    render(
      <SkeletonGroup label={'<img src=x onerror="alert(1)">'}>
        <Skeleton height="1rem" />
      </SkeletonGroup>,
    );
    expect(screen.getByRole('status').textContent).toBe('<img src=x onerror="alert(1)">');
    expect(document.querySelector('img')).toBeNull();
  });
});
