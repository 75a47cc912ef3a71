/**
 * A shell page route's `lazy`. The router keeps whatever `lazy` settles with for good, a failure
 * included, so a chunk that failed to load must not reach it as a failure: the route gets
 * PageChunkRecovery instead, which loads the page again once that can work.
 */
import type { ComponentType } from 'react';
import { isChunkLoadError } from './chunk-reload-guard';
import { PageChunkRecovery, type PageModule } from './page-chunk-recovery';

export async function loadPageChunk(
  importPage: () => Promise<PageModule>,
): Promise<{ Component: ComponentType }> {
  try {
    return { Component: (await importPage()).default };
  } catch (failure) {
    if (!isChunkLoadError(failure)) throw failure;
    let loaded: ComponentType | null = null;
    const remember = (Page: ComponentType) => {
      loaded = Page;
    };
    function RecoveredPage() {
      const Page = loaded;
      if (Page) return <Page />;
      return <PageChunkRecovery importPage={importPage} failure={failure} onLoaded={remember} />;
    }
    return { Component: RecoveredPage };
  }
}
