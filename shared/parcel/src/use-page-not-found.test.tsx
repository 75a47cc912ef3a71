import { renderHook } from '@testing-library/react';
import { bus } from '@jara/bus';
import type { BusEvents, NotFoundDetail } from '@jara/contracts/bus-events';
import { usePageNotFound } from './use-page-not-found';

const detail = {
  title: 'We could not find that area',
  message: 'There is no delivery area called “atlantis” here.',
  link: { href: '/store', label: 'See all stores' },
};

describe('usePageNotFound', () => {
  it('tells the shell once per path, with the screen’s words when it has them', () => {
    const reported: BusEvents['page:not-found'][] = [];
    const stop = bus.on('page:not-found', (report) => reported.push(report));
    try {
      const { rerender } = renderHook(
        ({ path, words }: { path: string; words: NotFoundDetail | undefined }) =>
          usePageNotFound(path, words),
        {
          initialProps: {
            path: '/marketplace/location/atlantis',
            words: detail as NotFoundDetail | undefined,
          },
        },
      );
      rerender({ path: '/marketplace/location/atlantis', words: { ...detail } });
      rerender({ path: '/blog/no-such-post', words: undefined });

      expect(reported).toEqual([
        { path: '/marketplace/location/atlantis', detail },
        { path: '/blog/no-such-post' },
      ]);
    } finally {
      stop();
    }
  });
});
