/**
 * Says when a page parcel has drawn (mounted, or given way to its fallback): the shop widgets
 * wait for it, or for the page's `page:ready`, before they load their own remotes. Not every
 * remote's screen sends `page:ready`; every page parcel passes through here.
 */
type Listener = () => void;

const listeners = new Set<Listener>();

export function onPageParcelSettled(listener: Listener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

export function pageParcelSettled(): void {
  for (const listener of [...listeners]) listener();
}
