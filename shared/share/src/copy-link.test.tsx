import { fireEvent, render, screen } from '@testing-library/react';
import { CopyLink } from './copy-link';

const URL_ = 'https://jara.test/stores/a?x="><img src=x>';

function setClipboard(clipboard: Partial<Clipboard> | undefined) {
  Object.defineProperty(navigator, 'clipboard', { configurable: true, value: clipboard });
}

afterEach(() => setClipboard(undefined));

describe('CopyLink', () => {
  it('copies the link and says so', async () => {
    const writeText = jest.fn().mockResolvedValue(undefined);
    setClipboard({ writeText });
    render(<CopyLink url={URL_} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));

    expect(await screen.findByText('Link copied')).toBeTruthy();
    expect(writeText).toHaveBeenCalledWith(URL_);
    expect(screen.getByRole('status').textContent).toBe('Link copied');
  });

  it.each([
    ['there is no clipboard', undefined],
    ['the clipboard refuses', { writeText: () => Promise.reject(new Error('denied')) }],
  ])('offers the link selected to copy by hand when %s', async (_case, clipboard) => {
    setClipboard(clipboard);
    render(<CopyLink url={URL_} />);
    fireEvent.click(screen.getByRole('button', { name: 'Copy link' }));

    const field = await screen.findByRole<HTMLInputElement>('textbox', { name: 'Link to share' });
    expect(field.value).toBe(URL_);
    expect(field.readOnly).toBe(true);
    expect(document.activeElement).toBe(field);
    expect(screen.getByRole('status').textContent).toMatch(/did not let us copy/);
  });
});
