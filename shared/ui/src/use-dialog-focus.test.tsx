import { fireEvent, render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { focusableWithin, useDialogFocus } from './use-dialog-focus';

function Bare({ onClose }: { onClose: () => void }) {
  const ref = useRef<HTMLDivElement>(null);
  const onKeyDown = useDialogFocus(ref, { open: true, onClose });
  return (
    <div ref={ref} role="dialog" aria-label="Empty" tabIndex={-1} onKeyDown={onKeyDown}>
      Nothing to focus here
    </div>
  );
}

describe('useDialogFocus', () => {
  it('focuses the dialog itself when it holds nothing focusable, and keeps Tab there', () => {
    render(<Bare onClose={() => undefined} />);
    const dialog = screen.getByRole('dialog');
    expect(document.activeElement).toBe(dialog);
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(dialog);
  });

  it('lets an outer handler not see the Escape that closed an inner dialog', () => {
    const outer = jest.fn();
    const onClose = jest.fn();
    render(
      <div onKeyDown={outer}>
        <Bare onClose={onClose} />
      </div>,
    );
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(outer).not.toHaveBeenCalled();
  });

  it('skips disabled, hidden and negative-tabindex elements', () => {
    document.body.innerHTML = `
      <div id="box">
        <button disabled>off</button>
        <input type="hidden" />
        <a href="/stores">stores</a>
        <span tabindex="-1">skip</span>
        <button aria-hidden="true">hidden</button>
        <textarea></textarea>
      </div>`;
    const box = document.getElementById('box') as HTMLElement;
    expect(focusableWithin(box).map((element) => element.tagName)).toEqual(['A', 'TEXTAREA']);
  });
});
