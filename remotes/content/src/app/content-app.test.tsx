import { siteMapOf } from '@jara/contracts/site-map';
import { CONTENT_SCREENS } from './screens';

describe('ContentApp', () => {
  it('registers a component for exactly the content screens the site map names', () => {
    const screens = siteMapOf('content').map((entry) => entry.screen);
    expect(Object.keys(CONTENT_SCREENS).sort()).toEqual([...new Set(screens)].sort());
  });
});
