import { render, screen } from '@testing-library/react';
import { Spinner } from './spinner';

describe('Spinner', () => {
  it('is a status region with a readable label', () => {
    render(<Spinner label="Loading stores" />);
    const status = screen.getByRole('status');
    expect(status.textContent).toBe('Loading stores');
    expect(status.getAttribute('aria-live')).toBe('polite');
  });

  it('defaults its label to "Loading"', () => {
    render(<Spinner />);
    expect(screen.getByRole('status').textContent).toBe('Loading');
  });

  it('is hidden from assistive technology when decorative', () => {
    const { container } = render(<Spinner decorative />);
    expect(screen.queryByRole('status')).toBeNull();
    expect(container.firstElementChild?.getAttribute('aria-hidden')).toBe('true');
  });
});
