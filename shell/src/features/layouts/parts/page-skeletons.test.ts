import { pageSkeletonsIn } from './page-skeletons';

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('pageSkeletonsIn', () => {
  afterEach(() => document.body.replaceChildren());

  it('sees a busy group inside main, not one in the header', () => {
    document.body.innerHTML =
      '<header><div aria-busy="true"></div></header><main><div aria-busy="false"></div></main>';
    const skeletons = pageSkeletonsIn(document);
    expect(skeletons.showing()).toBe(false);
    document.querySelector('main div')?.setAttribute('aria-busy', 'true');
    expect(skeletons.showing()).toBe(true);
  });

  it('reports when a skeleton is swapped for content, until stopped', async () => {
    document.body.innerHTML = '<main><div aria-busy="true"></div></main>';
    const skeletons = pageSkeletonsIn(document);
    const changed = jest.fn();
    const stop = skeletons.observe(changed);
    document.querySelector('main')?.replaceChildren(document.createElement('h1'));
    await settle();
    expect(changed).toHaveBeenCalled();
    expect(skeletons.showing()).toBe(false);
    stop();
    changed.mockClear();
    document.querySelector('main')?.append(document.createElement('p'));
    await settle();
    expect(changed).not.toHaveBeenCalled();
  });
});
