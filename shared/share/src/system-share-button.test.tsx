import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { SystemShareButton } from './system-share-button';

const content = { url: 'https://jara.test/stores/a', title: 'Mama Put', description: 'Jollof' };

function setShare(share: Navigator['share'] | undefined) {
  Object.defineProperty(navigator, 'share', { configurable: true, value: share });
}

afterEach(() => setShare(undefined));

describe('SystemShareButton', () => {
  it('is absent where the device has no share sheet', () => {
    render(<SystemShareButton content={content} onShared={jest.fn()} />);
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('hands the page to the share sheet and reports it shared', async () => {
    const share = jest.fn().mockResolvedValue(undefined);
    setShare(share);
    const onShared = jest.fn();
    render(<SystemShareButton content={content} onShared={onShared} />);
    fireEvent.click(screen.getByRole('button', { name: 'More apps' }));

    expect(share).toHaveBeenCalledWith({
      url: content.url,
      title: content.title,
      text: content.description,
    });
    await waitFor(() => expect(onShared).toHaveBeenCalled());
  });

  it('reports nothing when the customer cancels the sheet', async () => {
    const share = jest.fn().mockRejectedValue(new DOMException('cancelled', 'AbortError'));
    setShare(share);
    const onShared = jest.fn();
    render(<SystemShareButton content={content} onShared={onShared} />);
    fireEvent.click(screen.getByRole('button', { name: 'More apps' }));

    await waitFor(() => expect(share).toHaveBeenCalled());
    await Promise.resolve();
    expect(onShared).not.toHaveBeenCalled();
  });
});
