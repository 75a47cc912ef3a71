import { render } from '@testing-library/react';
import { currentPageMeta, subscribePageMeta, usePageMeta, type PageMeta } from './page-meta';

function Screen({ meta }: { meta: PageMeta | undefined }) {
  usePageMeta(meta);
  return null;
}

describe('usePageMeta', () => {
  it('publishes a refinement for the current path and withdraws it on unmount', () => {
    window.history.pushState({}, '', '/stores/mama-put');
    const heard = jest.fn();
    const off = subscribePageMeta(heard);
    const view = render(<Screen meta={{ title: 'Mama Put Kitchen', description: 'Jollof.' }} />);
    expect(currentPageMeta()).toEqual({
      pathname: '/stores/mama-put',
      title: 'Mama Put Kitchen',
      description: 'Jollof.',
    });
    view.unmount();
    expect(currentPageMeta()).toBeUndefined();
    expect(heard).toHaveBeenCalledTimes(2);
    off();
  });

  it('publishes nothing until the screen knows its title', () => {
    render(<Screen meta={undefined} />);
    expect(currentPageMeta()).toBeUndefined();
  });
});
