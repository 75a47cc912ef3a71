/**
 * Whether the page still shows a skeleton where its content will be: a screen's loading state is
 * an `aria-busy` group inside `main` (the shared skeletons, the page parcel's own placeholder,
 * a remote's screen while its chunk downloads). The shop widgets wait for it to go.
 */

export interface PageSkeletons {
  showing(): boolean;
  /** Calls `changed` whenever the page's markup may have changed; returns a stop function. */
  observe(changed: () => void): () => void;
}

const BUSY = 'main [aria-busy="true"]';

export function pageSkeletonsIn(doc: Document): PageSkeletons {
  return {
    showing: () => doc.querySelector(BUSY) !== null,
    observe(changed) {
      const observer = new MutationObserver(changed);
      observer.observe(doc.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['aria-busy'],
      });
      return () => observer.disconnect();
    },
  };
}
