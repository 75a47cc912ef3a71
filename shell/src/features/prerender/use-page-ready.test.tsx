import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { bus } from '@jara/bus';
import { usePageReady } from './use-page-ready';

function Frame({ ready }: { ready: boolean }) {
  usePageReady(ready);
  return <main>Page</main>;
}

describe('usePageReady', () => {
  it('emits page:ready with the path once the page has mounted, only when asked to', () => {
    const heard = jest.fn();
    const off = bus.on('page:ready', heard);
    render(
      <MemoryRouter initialEntries={['/ke/gifting']}>
        <Frame ready={false} />
      </MemoryRouter>,
    );
    expect(heard).not.toHaveBeenCalled();
    render(
      <MemoryRouter initialEntries={['/ke/gifting']}>
        <Frame ready />
      </MemoryRouter>,
    );
    expect(heard).toHaveBeenCalledWith({ path: '/ke/gifting' });
    off();
  });
});
