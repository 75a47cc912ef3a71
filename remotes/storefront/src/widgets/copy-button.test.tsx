import { fireEvent, render, screen } from '@testing-library/react';
import { CopyButton } from './copy-button';

const writeText = jest.fn<Promise<void>, [string]>();

beforeEach(() => {
  writeText.mockReset();
  Object.assign(navigator, { clipboard: { writeText } });
  document.execCommand = jest.fn(() => false);
});

const copy = () => {
  render(<CopyButton text="ADA2024" label="Copy code" />);
  fireEvent.click(screen.getByRole('button', { name: 'Copy code' }));
};

describe('CopyButton', () => {
  it('copies to the clipboard and says "Copied" in a status', async () => {
    writeText.mockResolvedValue();
    copy();
    expect(await screen.findByText('Copied')).toBe(screen.getByRole('status'));
    expect(writeText).toHaveBeenCalledWith('ADA2024');
  });

  it('falls back to the copy command when the clipboard is refused', async () => {
    writeText.mockRejectedValue(new Error('NotAllowedError'));
    jest.mocked(document.execCommand).mockReturnValue(true);
    copy();
    expect(await screen.findByText('Copied')).toBeTruthy();
    expect(document.execCommand).toHaveBeenCalledWith('copy');
    expect(document.querySelector('textarea')).toBeNull();
  });

  it('asks the customer to copy by hand when both are refused', async () => {
    writeText.mockRejectedValue(new Error('NotAllowedError'));
    copy();
    expect(
      await screen.findByText('Your browser did not let us copy. Select the text and copy it.'),
    ).toBeTruthy();
  });
});
