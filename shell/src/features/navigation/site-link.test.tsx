import { fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { preloadRoute } from './route-preloading';
import { SiteLink } from './site-link';

jest.mock('./route-preloading', () => ({ preloadRoute: jest.fn(() => () => {}) }));

type TransitionDocument = Document & { startViewTransition?: jest.Mock };

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
  render(<RouterProvider router={router} />);
  return router;
}

describe('SiteLink', () => {
  const doc = document as TransitionDocument;
  beforeEach(() => {
    doc.startViewTransition = jest.fn((update: () => void) => {
      update();
      const done = Promise.resolve();
      return { finished: done, ready: done, updateCallbackDone: done, skipTransition: () => {} };
    });
    window.matchMedia = jest.fn(() => ({ matches: false })) as never;
  });
  afterEach(() => delete doc.startViewTransition);

  it('animates the change into a route marked for a view transition', async () => {
    renderLinks();
    fireEvent.click(screen.getByText('About us'));
    await screen.findByText('arrived');
    expect(doc.startViewTransition).toHaveBeenCalled();
  });

  it('does not animate into a route without one (remote pages)', async () => {
    renderLinks();
    fireEvent.click(screen.getByText('Stores'));
    await screen.findByText('arrived');
    expect(doc.startViewTransition).not.toHaveBeenCalled();
  });

  it('respects a customer who asked for less motion', async () => {
    window.matchMedia = jest.fn(() => ({ matches: true })) as never;
    renderLinks();
    fireEvent.click(screen.getByText('About us'));
    await screen.findByText('arrived');
    expect(doc.startViewTransition).not.toHaveBeenCalled();
  });

  it('asks for a preload of its target on hover or focus, and cancels it when the pointer leaves', () => {
    const cancel = jest.fn();
    jest.mocked(preloadRoute).mockReturnValue(cancel);
    renderLinks();
    fireEvent.pointerEnter(screen.getByText('About us'));
    expect(preloadRoute).toHaveBeenCalledWith('/about-us');
    fireEvent.pointerLeave(screen.getByText('About us'));
    expect(cancel).toHaveBeenCalled();
    fireEvent.focus(screen.getByText('Stores'));
    expect(preloadRoute).toHaveBeenLastCalledWith('/stores');
  });
});
