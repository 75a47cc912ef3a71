import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { MenuDrawer } from './menu-drawer';

const LINKS = [
  { label: 'Marketplace', to: '/stores' },
  { label: 'Search', to: '/marketplace/search' },
];

function renderMenu() {
  // The menu stays mounted across routes, as the layout keeps it.
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <MenuDrawer title="Marketplace" links={LINKS}>
              <button type="button">Country</button>
            </MenuDrawer>
            <Outlet />
          </>
        ),
        children: [
          { path: 'stores', element: <h1>Stores</h1> },
          { path: 'marketplace/search', element: <h1>Search</h1> },
        ],
      },
    ],
    { initialEntries: ['/stores'] },
  );
  render(<RouterProvider router={router} />);
  const toggle = screen.getByRole('button', { name: 'Menu' });
  return { router, toggle };
}

function openMenu(toggle: HTMLElement) {
  toggle.focus();
  fireEvent.click(toggle);
  return screen.getByRole('dialog', { name: 'Marketplace' });
}

describe('MenuDrawer', () => {
  it('starts closed, its button saying so and naming what it controls', () => {
    const { toggle } = renderMenu();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(toggle.getAttribute('aria-controls')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens on the button with the links, the current page marked, focus inside', () => {
    const { toggle } = renderMenu();
    const dialog = openMenu(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const navigation = screen.getByRole('navigation', { name: 'Marketplace' });
    expect(navigation.id).toBe(toggle.getAttribute('aria-controls'));
    expect(screen.getByRole('link', { name: 'Marketplace' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('link', { name: 'Search' }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('button', { name: 'Country' })).toBeTruthy();
    expect(dialog.contains(document.activeElement)).toBe(true);
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('closes on Escape and gives focus back to the button', () => {
    const { toggle } = renderMenu();
    const dialog = openMenu(toggle);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
    expect(document.body.style.overflow).toBe('');
  });

  it('closes when a link is followed, and the page is the one followed', async () => {
    const { router, toggle } = renderMenu();
    openMenu(toggle);
    fireEvent.click(screen.getByRole('link', { name: 'Search' }));
    await screen.findByRole('heading', { name: 'Search' });
    expect(router.state.location.pathname).toBe('/marketplace/search');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
  });

  it('closes on its close button', () => {
    const { toggle } = renderMenu();
    openMenu(toggle);
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(toggle);
  });
});
