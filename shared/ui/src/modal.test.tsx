import { fireEvent, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { Modal } from './modal';

function Harness({ onClose }: { onClose?: () => void }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <Modal
        open={open}
        title="Choose a delivery area"
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
        footer={<button type="button">Save area</button>}
      >
        <input aria-label="Area" />
      </Modal>
    </>
  );
}

function openModal() {
  const opener = screen.getByRole('button', { name: 'Open' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, dialog: screen.getByRole('dialog') };
}

describe('Modal', () => {
  it('renders nothing while closed', () => {
    render(<Harness />);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('is a labelled modal dialog in a portal, opening on its first field', () => {
    const { container } = render(<Harness />);
    const { dialog } = openModal();
    expect(dialog.getAttribute('aria-modal')).toBe('true');
    expect(screen.getByRole('dialog', { name: 'Choose a delivery area' })).toBe(dialog);
    expect(container.contains(dialog)).toBe(false);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Area' }));
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('focuses the close button, never a footer action, when the content has nothing to focus', () => {
    render(
      <Modal
        open
        title="Remove item?"
        onClose={() => undefined}
        footer={<button type="button">Remove</button>}
      >
        <p>Jollof rice will be removed from your cart.</p>
      </Modal>,
    );
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });

  it('closes on Escape and gives focus back to the opener', () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    const { opener, dialog } = openModal();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    expect(document.body.style.overflow).toBe('');
  });

  it('closes on a press on the backdrop but not on one inside the dialog', () => {
    const onClose = jest.fn();
    render(<Harness onClose={onClose} />);
    const { dialog } = openModal();
    fireEvent.mouseDown(dialog);
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseDown(screen.getByTestId('modal-backdrop'));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes from its close button', () => {
    render(<Harness />);
    openModal();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('keeps Tab and Shift+Tab inside the dialog', () => {
    render(<Harness />);
    const { dialog } = openModal();
    const close = screen.getByRole('button', { name: 'Close' });
    const save = screen.getByRole('button', { name: 'Save area' });
    save.focus();
    fireEvent.keyDown(dialog, { key: 'Tab' });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(dialog, { key: 'Tab', shiftKey: true });
    expect(document.activeElement).toBe(save);
  });

  it('focuses the element the caller asks for', () => {
    function WithInitialFocus() {
      const input = useRef<HTMLInputElement>(null);
      return (
        <Modal open title="Search" onClose={() => undefined} initialFocusRef={input}>
          <input aria-label="Search stores" ref={input} />
        </Modal>
      );
    }
    render(<WithInitialFocus />);
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Search stores' }));
  });
});
