import { render, screen } from '@testing-library/react';
import { RemoteRoutes, type ScreenProps } from './remote-routes';

function Stores({ title }: ScreenProps) {
  return <h1>{title}</h1>;
}

function Store({ title, params }: ScreenProps) {
  return <h1>{`${title}: ${params.name ?? params.id}`}</h1>;
}

function open(path: string) {
  window.history.pushState({}, '', path);
  render(<RemoteRoutes remote="storefront" screens={{ stores: Stores, store: Store }} />);
}

describe('RemoteRoutes', () => {
  it.each([
    ['/stores', 'Marketplace'],
    ['/jara-for-web', 'Marketplace'],
    ['/stores/mama-put', 'Store: mama-put'],
    ['/jara-for-web/marketplace/stores/mama-put', 'Store: mama-put'],
    ['/store/42', 'Store: 42'],
  ])('draws %s with the built screen the site map names, titled from it', (path, heading) => {
    open(path);
    expect(screen.getByRole('heading').textContent).toBe(heading);
  });

  it('has no route for a screen that is not built', () => {
    open('/wallet');
    expect(screen.getByRole('alert').textContent).toBe(
      'The storefront section has no page at /wallet.',
    );
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
