import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { withViewTransitions } from '../../testing/view-transitions';
import { RoutePreloadProvider } from './route-preloading';
import { SiteLink } from './site-link';

const preloadRoute = jest.fn((_pathname: string) => () => {});

function renderLinks() {
  const router = createMemoryRouter(
    [
      {
        path: '/',
        element: (
          <>
            <SiteLink to="/about-us">About us</SiteLink>
            <SiteLink to="/stores">Stores</SiteLink>
          </>
        ),
      },
      { path: '*', element: <p>arrived</p> },
    ],
    { initialEntries: ['/'] },
  );
  // As the app's routes do: the root hands its preloader to every link below it.
  render(
    <RoutePreloadProvider value={preloadRoute}>
      <RouterProvider router={router} />
    </RoutePreloadProvider>,
  );
  return router;
}

describe('SiteLink', () => {
  const startViewTransition = jest.fn((update: () => Promise<void>) => {
    void update();
    const done = Promise.resolve();
    return { finished: done, ready: done, updateCallbackDone: done, skipTransition: () => {} };
  });
  withViewTransitions(startViewTransition);

  it('animates the change into a route marked for a view transition', async () => {
    renderLinks();
    fireEvent.click(screen.getByText('About us'));
    await screen.findByText('arrived');
    expect(startViewTransition).toHaveBeenCalled();
  });

  it("replaces the entry of the page already shown, as the router's own link does", async () => {
    const router = createMemoryRouter(
      [{ path: '*', element: <SiteLink to="/about-us">About us</SiteLink> }],
      { initialEntries: ['/', '/about-us'], initialIndex: 1 },
    );
    render(<RouterProvider router={router} />);
    fireEvent.click(screen.getByText('About us'));
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(startViewTransition).toHaveBeenCalled();
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.pathname).toBe('/about-us');
  });

  it('leaves a click that opens a new tab to the browser', () => {
    const router = renderLinks();
    let leftToBrowser = false;
    // Runs after the link's own handler; jsdom cannot open the tab itself.
    const browser = (event: Event) => {
      leftToBrowser = !event.defaultPrevented;
      event.preventDefault();
    };
    document.addEventListener('click', browser);
    fireEvent.click(screen.getByText('About us'), { ctrlKey: true });
    document.removeEventListener('click', browser);
    expect(leftToBrowser).toBe(true);
    expect(startViewTransition).not.toHaveBeenCalled();
    expect(router.state.location.pathname).toBe('/');
  });

  it('does not animate into a route without one (remote pages)', async () => {
    renderLinks();
    fireEvent.click(screen.getByText('Stores'));
    await screen.findByText('arrived');
    expect(startViewTransition).not.toHaveBeenCalled();
  });

  it('respects a customer who asked for less motion', async () => {
    window.matchMedia = jest.fn(() => ({ matches: true })) as never;
    renderLinks();
    fireEvent.click(screen.getByText('About us'));
    await screen.findByText('arrived');
    expect(startViewTransition).not.toHaveBeenCalled();
  });

  it('asks for a preload of its target on hover or focus, and cancels it when the pointer leaves', () => {
    const cancel = jest.fn();
    preloadRoute.mockReturnValue(cancel);
    renderLinks();
    fireEvent.pointerEnter(screen.getByText('About us'));
    expect(preloadRoute).toHaveBeenCalledWith('/about-us');
    fireEvent.pointerLeave(screen.getByText('About us'));
    expect(cancel).toHaveBeenCalled();
    fireEvent.focus(screen.getByText('Stores'));
    expect(preloadRoute).toHaveBeenLastCalledWith('/stores');
  });
});
