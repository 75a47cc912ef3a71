/**
 * Whether a modal the customer opened is on screen, so the tour never covers it. The tour's own
 * tooltip is an alertdialog, so it never counts as one.
 */
import { useSyncExternalStore } from 'react';

export const OPEN_MODAL_SELECTOR = '[role="dialog"][aria-modal="true"]';

export function isModalOpen(root: ParentNode = document): boolean {
  return root.querySelector(OPEN_MODAL_SELECTOR) !== null;
}

function subscribe(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, {
    childList: true,
    subtree: true,
    attributes: true,
    attributeFilter: ['role', 'aria-modal'],
  });
  return () => observer.disconnect();
}

export function useModalOpen(): boolean {
  return useSyncExternalStore(subscribe, () => isModalOpen());
}
