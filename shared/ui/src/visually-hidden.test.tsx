import { render, screen } from '@testing-library/react';
import { VisuallyHidden } from './visually-hidden';

describe('VisuallyHidden', () => {
  it('keeps its words in the accessible text, styled out of sight', () => {
    render(
      <button type="button">
        <VisuallyHidden>Unread: </VisuallyHidden>Order ready
      </button>,
    );
    const button = screen.getByRole('button', { name: 'Unread: Order ready' });
    expect(button.querySelector('span')?.className).toBe('hidden');
  });
});
