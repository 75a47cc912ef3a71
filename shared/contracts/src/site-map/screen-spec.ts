/**
 * What the site map says about one screen, whatever path shows it: who owns it, whether it is
 * built yet, and how it names itself to the browser and to search engines.
 */
import type { PageRemote } from '../remote-contract';

export type ScreenOwner = 'shell' | PageRemote;

/** A screen with no component yet: the shell answers its paths with the not-found page. */
export type ScreenStatus = 'built' | 'not-built';

export interface ScreenSpec {
  owner: ScreenOwner;
  status: ScreenStatus;
  /** The page's own name; the document title is "{title} · {brand}". */
  title: string;
  /** The `<meta name="description">` copy: specific to the page, about 120-155 characters. */
  description: string;
}

export const built = <O extends ScreenOwner>(owner: O, title: string, description: string) => ({
  owner,
  status: 'built' as const,
  title,
  description,
});

export const notBuilt = <O extends ScreenOwner>(owner: O, title: string, description: string) => ({
  owner,
  status: 'not-built' as const,
  title,
  description,
});
