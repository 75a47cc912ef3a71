import { screen, waitFor } from '@testing-library/react';
import { reportPinNotices } from './report-pin-notices';

afterEach(() => {
  jest.restoreAllMocks();
  document.body.innerHTML = '';
});

describe('reportPinNotices', () => {
  it('tells the tester on the console and in the QA badge', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    reportPinNotices(['QA: storefront pinned to 1.4.0']);
    expect(warn).toHaveBeenCalledWith('[versions] QA: storefront pinned to 1.4.0');
    await waitFor(() => expect(screen.getByText('QA: storefront pinned to 1.4.0')).toBeTruthy());
  });

  it('shows nothing to a page without pins', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    reportPinNotices([]);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(warn).not.toHaveBeenCalled();
    expect(document.body.children).toHaveLength(0);
  });
});
