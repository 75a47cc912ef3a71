import { siteMapOf } from '@jara/contracts/site-map';
import { render, screen } from '@testing-library/react';
import { PlansApp } from './plans-app';
import { PLANS_SCREENS } from './screens';

describe('PlansApp', () => {
  it('registers a component for exactly the plans screens the site map says are built', () => {
    const built = siteMapOf('plans')
      .filter((entry) => entry.status === 'built')
      .map((entry) => entry.screen);
    expect(Object.keys(PLANS_SCREENS).sort()).toEqual([...new Set(built)].sort());
  });

  it.each(['/laundry', '/ke/cleaning'])(
    'draws no empty screen at %s while it is not built',
    (path) => {
      window.history.pushState({}, '', path);
      render(<PlansApp />);
      expect(screen.getByRole('alert').textContent).toBe(
        `The plans section has no page at ${path}.`,
      );
      expect(screen.queryByRole('heading')).toBeNull();
    },
  );
});
