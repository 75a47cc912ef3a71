import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { Drawer } from './drawer';

function Harness() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Cart
      </button>
      <Drawer
        open={open}
        onClose={() => setOpen(false)}
        title="Your cart"
        footer={<button type="button">Checkout</button>}
      >
        <p>Jollof rice x 2</p>
      </Drawer>
    </>
  );
}

function openDrawer() {
  const opener = screen.getByRole('button', { name: 'Cart' });
  opener.focus();
  fireEvent.click(opener);
  return { opener, sheet: screen.getByRole('dialog', { name: 'Your cart' }) };
}

describe('Drawer', () => {
  it('opens as a labelled modal sheet with focus inside', () => {
    render(<Harness />);
    const { sheet } = openDrawer();
    expect(sheet.getAttribute('aria-modal')).toBe('true');
    expect(sheet.contains(document.activeElement)).toBe(true);
    expect(screen.getByText('Jollof rice x 2')).toBeTruthy();
  });

  it('closes on Escape and restores focus to the opener', () => {
    render(<Harness />);
    const { opener, sheet } = openDrawer();
    fireEvent.keyDown(sheet, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
  });

  it('closes on the backdrop only', () => {
    render(<Harness />);
    const { sheet } = openDrawer();
    fireEvent.mouseDown(sheet);
    expect(screen.queryByRole('dialog')).not.toBeNull();
    fireEvent.mouseDown(screen.getByTestId('drawer-backdrop'));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('wraps Tab from the last control back to the first', () => {
    render(<Harness />);
    const { sheet } = openDrawer();
    screen.getByRole('button', { name: 'Checkout' }).focus();
    fireEvent.keyDown(sheet, { key: 'Tab' });
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Close' }));
  });
});
