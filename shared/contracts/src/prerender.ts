/**
 * How prerendered pages are made and served (issue 11). A bundle that prerenders leaves, inside
 * its `dist/`, a hidden `.server/` folder (never served: the servers refuse dot paths) holding
 * a Node module that lists and renders its pages, and the CSS files each named chunk needs.
 * At publish time (after a build, and after every release) the deploy step renders every page
 * into the shell's `index.html`, writes `{path}/index.html` and `{path}/_payload.json` into the
 * stack's pages folder, and the sitemap and robots.txt beside them. The servers answer a route
 * with its prerendered file when there is one, and with the SPA's `index.html` otherwise.
 */
import type { ContentPayload } from './content';
import type { PageHead } from './page-head';

/** Inside a bundle's dist: the folder the publish step reads. */
export const PRERENDER_DIR = '.server';
/** CommonJS module implementing `PrerenderModule` (the shell's: `ShellPrerenderModule`). */
export const PRERENDER_MODULE = `${PRERENDER_DIR}/prerender.cjs`;
/** `{ [chunkName]: string[] }`: CSS files (relative to the bundle's base) a named chunk needs. */
export const CSS_MANIFEST = `${PRERENDER_DIR}/css-manifest.json`;

export const PAYLOAD_FILE = '_payload.json';

/**
 * The shell's `index.html` is the template of every prerendered file: the page's title and head
 * tags replace what sits between these markers, and its markup goes in before `#root`.
 */
export const HEAD_START_MARKER = '<!--jara:head-->';
export const HEAD_END_MARKER = '<!--/jara:head-->';
export const APP_ROOT_ELEMENT = '<div id="root"></div>';
/** Where the shell's layout body takes a remote's prerendered page. */
export const OUTLET_MARKER = '<!--jara:outlet-->';
/**
 * The element that holds the prerendered markup. The app renders into `#root` (hidden while the
 * prerendered markup shows) and swaps the two in one frame once the page has its content.
 */
export const PRERENDERED_ROOT_ID = 'prerendered';

/** A page's payload sits in the page's own folder: `{path}/_payload.json` (`/` has `/_payload.json`). */
export function payloadPath(pagePath: string): string {
  return `${pagePath.replace(/\/+$/, '')}/${PAYLOAD_FILE}`;
}

export interface PrerenderContext {
  /** The site's public origin, e.g. https://jara.ng (canonical and share URLs). */
  origin: string;
  /** Absolute URL of the bundle's served folder, ending in `/` (images, CSS). */
  assetBase: string;
  /**
   * The API bases of the stack's app config at publish time: pages drawn from the catalogue
   * (the marketplace, the store pages) read it there, as the live app will.
   */
  api: { baseUrl: string; plansBaseUrl: string };
}

export interface PrerenderPage {
  /** The URL path as a customer types it, several segments for a post. */
  path: string;
  head: PageHead;
  /** Named chunks (`screen-post`, `page-home`) whose CSS the page needs to paint. */
  chunks: string[];
  /** Written to `{path}/_payload.json`; the screen reads its data from there. */
  payload: ContentPayload | null;
  /** ISO date (YYYY-MM-DD) of the page's last real change, for the sitemap. */
  lastmod: string;
}

export interface PrerenderModule {
  pages(context: PrerenderContext): Promise<PrerenderPage[]>;
  /** The page's markup: for a remote, what its parcel shows; for the shell, the whole body. */
  renderPage(page: PrerenderPage, context: PrerenderContext): Promise<string>;
}

export interface ShellPrerenderModule extends PrerenderModule {
  /**
   * The body the shell draws around a remote's page at `path` (its layout, header and footer),
   * with `OUTLET_MARKER` where the remote's parcel sits, and the chunks whose CSS it needs.
   */
  renderLayout(
    path: string,
    context: PrerenderContext,
  ): Promise<{ html: string; chunks: string[] }>;
}
