import { act, render } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { usePageMeta } from '@jara/parcel/page-meta';
import { useRouteHead } from './use-route-head';

function Head() {
  useRouteHead();
  return null;
}

function StoreScreen() {
  usePageMeta({ title: 'Mama Put Kitchen' });
  return null;
}

describe('useRouteHead', () => {
  it('names each page on navigation and takes a remote’s refinement', async () => {
    const router = createMemoryRouter(
      [
        {
          path: '/stores/:name',
          element: (
            <>
              <Head />
              <StoreScreen />
            </>
          ),
        },
        { path: '*', element: <Head /> },
      ],
      { initialEntries: ['/food'] },
    );
    render(<RouterProvider router={router} />);
    expect(document.title).toBe('Food delivery · Jara');
    window.history.pushState({}, '', '/stores/mama-put');
    await act(() => router.navigate('/stores/mama-put'));
    expect(document.title).toBe('Mama Put Kitchen · Jara');
    await act(() => router.navigate('/ke/food'));
    expect(document.title).toBe('Food delivery · Jara');
    expect(document.head.querySelector('link[hreflang="en-KE"]')?.getAttribute('href')).toBe(
      `${window.location.origin}/ke/food`,
    );
  });
});
