import { fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import { KeepAliveOutlet } from './keep-alive-outlet';
import type { RouteEntry } from './route-table';

function Counter({ label }: { label: string }) {
  const [count, setCount] = useState(0);
  return (
    <button type="button" onClick={() => setCount((n) => n + 1)}>
      {label} {count}
    </button>
  );
}

const entry = (keepAlive: boolean) => ({ keepAlive }) as RouteEntry;

function renderRoutes() {
  const router = createMemoryRouter(
    [
      {
        element: (
          <>
            <Link to="/">home</Link>
            <Link to="/food">food</Link>
            <KeepAliveOutlet />
          </>
        ),
        children: [
          { path: '/', handle: entry(true), element: <Counter label="kept" /> },
          { path: '/food', handle: entry(false), element: <Counter label="plain" /> },
        ],
      },
    ],
    { initialEntries: ['/'] },
  );
  render(<RouterProvider router={router} />);
}

describe('KeepAliveOutlet', () => {
  it('keeps a keep-alive page’s state while the customer is away, hidden', () => {
    renderRoutes();
    fireEvent.click(screen.getByText('kept 0'));
    fireEvent.click(screen.getByText('food'));
    expect(screen.getByText('plain 0')).toBeTruthy();
    expect(screen.getByText('kept 1').style.display).toBe('none');
    expect(screen.queryByRole('button', { name: 'kept 1' })).toBeNull();

    fireEvent.click(screen.getByText('home'));
    expect(screen.getByText('kept 1')).toBeTruthy();
  });

  it('does not keep a page without the flag', () => {
    renderRoutes();
    fireEvent.click(screen.getByText('food'));
    fireEvent.click(screen.getByText('plain 0'));
    fireEvent.click(screen.getByText('home'));
    fireEvent.click(screen.getByText('food'));
    expect(screen.getByText('plain 0')).toBeTruthy();
  });
});
