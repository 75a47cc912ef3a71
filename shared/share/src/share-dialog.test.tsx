import { fireEvent, render, screen } from '@testing-library/react';
import { ShareDialog } from './share-dialog';
import { SHARE_NETWORK_KEYS } from './share-networks';
import { shareUrl } from './share-url';

const content = {
  url: 'https://jara.test/stores/a',
  title: '<script>alert(1)</script>',
  description: '"><img src=x onerror=alert(1)>',
};

let open: jest.SpyInstance;
beforeEach(() => {
  open = jest.spyOn(window, 'open');
});
afterEach(() => open.mockRestore());

function renderDialog(heading = 'Share this store') {
  const onClose = jest.fn();
  render(<ShareDialog content={content} heading={heading} onClose={onClose} />);
  return onClose;
}

describe('ShareDialog', () => {
  it('offers every network by name', () => {
    renderDialog();
    const list = screen.getByRole('list', { name: 'Networks' });
    expect(list.querySelectorAll('button')).toHaveLength(SHARE_NETWORK_KEYS.length);
  });

  it('shows a hostile heading as text', () => {
    renderDialog('Share "><img src=x onerror=alert(1)>');
    expect(
      screen.getByRole('dialog', { name: 'Share "><img src=x onerror=alert(1)>' }),
    ).toBeTruthy();
    expect(document.querySelector('img')).toBeNull();
  });

  it('opens non-http links (email) in a new tab and closes', () => {
    open.mockReturnValue(null);
    const onClose = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Email' }));
    expect(open).toHaveBeenCalledWith(shareUrl('email', content), '_blank', 'noopener');
    expect(onClose).toHaveBeenCalled();
  });

  it('stays open with the link itself when the browser blocks the popup', () => {
    open.mockReturnValue(null);
    const onClose = renderDialog();
    fireEvent.click(screen.getByRole('button', { name: 'Reddit' }));

    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('alert').textContent).toContain('blocked the Reddit window');
    const link = screen.getByRole('link', { name: 'Open Reddit in a new tab' });
    expect(link.getAttribute('href')).toBe(shareUrl('reddit', content));
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
  });
});
