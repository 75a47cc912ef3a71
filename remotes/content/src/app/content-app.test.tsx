import { siteMapOf } from '@jara/contracts/site-map';
import { render, screen } from '@testing-library/react';
import { ContentApp } from './content-app';
import { CONTENT_SCREENS } from './screens';

describe('ContentApp', () => {
  it('registers a component for exactly the content screens the site map says are built', () => {
    const built = siteMapOf('content')
      .filter((entry) => entry.status === 'built')
      .map((entry) => entry.screen);
    expect(Object.keys(CONTENT_SCREENS).sort()).toEqual([...new Set(built)].sort());
  });

  it.each(['/blog', '/ke/blog/quiz/food-iq'])(
    'draws no empty screen at %s while it is not built',
    (path) => {
      window.history.pushState({}, '', path);
      render(<ContentApp />);
      expect(screen.getByRole('alert').textContent).toBe(
        `The content section has no page at ${path}.`,
      );
      expect(screen.queryByRole('heading')).toBeNull();
    },
  );
});
