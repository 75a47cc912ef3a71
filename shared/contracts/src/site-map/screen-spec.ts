/**
 * What the site map says about one screen, whatever path shows it: who owns it, and how it names
 * itself to the browser and to search engines.
 */
import type { PageRemote } from '../remote-contract';

export type ScreenOwner = 'shell' | PageRemote;

export interface ScreenSpec {
  owner: ScreenOwner;
  /** The page's own name; the document title is "{title} · {brand}". */
  title: string;
  /** The `<meta name="description">` copy: specific to the page, about 120-155 characters. */
  description: string;
}
