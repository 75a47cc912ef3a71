import { fireEvent, render, screen } from '@testing-library/react';
import { LoadError } from './load-error';

describe('LoadError', () => {
  it('says what did not load and retries on request', () => {
    const onRetry = jest.fn();
    render(<LoadError message="We could not load the stores." onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('We could not load the stores.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});
