import { act, render, screen } from '@testing-library/react';
import { deferHost } from './deferred-host';

function Host() {
  return <p>host</p>;
}

const heldRequests = () => {
  const callbacks: (() => void)[] = [];
  return {
    onHeld: (callback: () => void) => callbacks.push(callback),
    request: () => callbacks.forEach((c) => c()),
  };
};

describe('deferHost', () => {
  it('mounts nothing until the idle moment, then the host', async () => {
    let idle = () => {};
    const host = deferHost('test', async () => Host, {
      schedule: (work) => {
        idle = work;
        return () => {};
      },
    });
    render(<host.Mount />);
    expect(screen.queryByText('host')).toBeNull();
    act(() => idle());
    expect(await screen.findByText('host')).toBeTruthy();
  });

  it('loads at once for a request, and tries again after a failed load', async () => {
    const logged = jest.spyOn(console, 'error').mockImplementation(() => {});
    const requests = heldRequests();
    const load = jest
      .fn<Promise<typeof Host>, []>()
      .mockRejectedValueOnce(new Error('offline'))
      .mockResolvedValueOnce(Host);
    const host = deferHost('test', load, { openOn: requests, schedule: () => () => {} });
    render(<host.Mount />);
    await act(async () => requests.request());
    expect(logged).toHaveBeenCalledWith('[test] could not load', expect.any(Error));
    expect(screen.queryByText('host')).toBeNull();
    await act(async () => requests.request());
    expect(await screen.findByText('host')).toBeTruthy();
    logged.mockRestore();
  });
});
