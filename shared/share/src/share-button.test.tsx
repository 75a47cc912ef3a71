import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { ShareButton } from './share-button';

const content = { url: 'https://jara.test/stores/mama-put', title: 'Mama Put' };

async function openDialog() {
  const button = screen.getByRole('button', { name: 'Share' });
  button.focus();
  fireEvent.click(button);
  return { button, dialog: await screen.findByRole('dialog', { name: 'Share this store' }) };
}

let open: jest.SpyInstance;
beforeEach(() => {
  open = jest.spyOn(window, 'open').mockReturnValue({ closed: false, focus() {} } as Window);
});
afterEach(() => open.mockRestore());

describe('ShareButton', () => {
  it('is a button that says it opens a dialog, closed at first', () => {
    render(<ShareButton content={content} heading="Share this store" />);
    const button = screen.getByRole('button', { name: 'Share' });
    expect(button.getAttribute('aria-haspopup')).toBe('dialog');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the dialog of networks; Escape closes it and gives focus back', async () => {
    render(<ShareButton content={content} heading="Share this store" />);
    const { button, dialog } = await openDialog();
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'WhatsApp' })).toBeTruthy();

    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it('opens the chosen network in its popup, closes, and gives focus back', async () => {
    render(<ShareButton content={content} heading="Share this store" />);
    const { button } = await openDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Facebook' }));

    expect(open).toHaveBeenCalledWith(
      'https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fjara.test%2Fstores%2Fmama-put',
      '_blank',
      expect.stringContaining('width=626,height=436'),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(button);
  });

  it('offers only the networks it is given, in their order', async () => {
    render(
      <ShareButton content={content} heading="Share this store" networks={['sms', 'twitter']} />,
    );
    await openDialog();
    const list = screen.getByRole('list', { name: 'Networks' });
    expect(Array.from(list.querySelectorAll('button'), (item) => item.textContent)).toEqual([
      'SMS',
      'X (Twitter)',
    ]);
  });
});
