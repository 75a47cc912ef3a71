import { siteMapOf } from '@jara/contracts/site-map';
import { PLANS_SCREENS } from './screens';

describe('PlansApp', () => {
  it('registers a component for exactly the plans screens the site map names', () => {
    const screens = siteMapOf('plans').map((entry) => entry.screen);
    expect(Object.keys(PLANS_SCREENS).sort()).toEqual([...new Set(screens)].sort());
  });
});
