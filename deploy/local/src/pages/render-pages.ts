/**
 * Renders every page of the shell and of each remote that prerenders into a complete document:
 * a shell page is the shell's markup; a remote page is the shell's layout for its path with the
 * remote's markup at the outlet. Any failure names the page and the bundle.
 */
import { OUTLET_MARKER, payloadPath, type PrerenderPage } from '@jara/contracts/prerender';
import { composeDocument } from './compose-document';
import { stylesheetUrls } from './css-manifest';
import { headMarkup } from './head-markup';
import type { LoadedRemote, LoadedShell } from './load-bundles';
import { assertPagePath } from './page-paths';

/** The federation expose a remote's page mounts through: its CSS is on every remote page. */
const REMOTE_APP_GROUP = '__federation_expose_app';

export interface RenderedPage {
  path: string;
  html: string;
  payload: PrerenderPage['payload'];
  lastmod: string;
  noindex: boolean;
  canonical: string | undefined;
}

async function naming<T>(bundle: string, page: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    // Not `instanceof Error`: a prerender module may throw an Error of another realm.
    const { message } = error as { message?: unknown };
    const reason = typeof message === 'string' ? message : String(error);
    throw new Error(`Prerendering ${page} with ${bundle} failed: ${reason}`, { cause: error });
  }
}

function outletFilled(layout: string, body: string, bundle: string): string {
  const parts = layout.split(OUTLET_MARKER);
  if (parts.length !== 2) {
    throw new Error(
      `the shell's layout holds ${parts.length - 1} outlet markers, not exactly one (for ${bundle})`,
    );
  }
  return `${parts[0]}${body}${parts[1]}`;
}

function rendered(template: string, page: PrerenderPage, body: string, stylesheets: string[]) {
  const payload = page.payload === null ? undefined : payloadPath(page.path);
  const html = composeDocument(template, {
    head: headMarkup(page.head),
    stylesheets,
    body,
    ...(payload !== undefined && { payload }),
  });
  return {
    path: page.path,
    html,
    payload: page.payload,
    lastmod: page.lastmod,
    noindex: page.head.noindex === true,
    canonical: page.head.canonical,
  };
}

export async function renderPages(
  shell: LoadedShell,
  remotes: LoadedRemote[],
): Promise<RenderedPage[]> {
  const pages: RenderedPage[] = [];
  const shellPages = await naming(shell.label, 'its page list', () =>
    shell.module.pages(shell.context),
  );
  for (const page of shellPages) {
    assertPagePath(page.path, shell.label);
    const body = await naming(shell.label, page.path, () =>
      shell.module.renderPage(page, shell.context),
    );
    const css = stylesheetUrls(shell.css, page.chunks, shell.cssBase);
    pages.push(rendered(shell.template, page, body, css));
  }
  for (const remote of remotes) {
    const remotePages = await naming(remote.label, 'its page list', () =>
      remote.module.pages(remote.context),
    );
    for (const page of remotePages) {
      assertPagePath(page.path, remote.label);
      const layout = await naming(shell.label, page.path, () =>
        shell.module.renderLayout(page.path, shell.context),
      );
      const body = await naming(remote.label, page.path, async () =>
        outletFilled(
          layout.html,
          await remote.module.renderPage(page, remote.context),
          remote.label,
        ),
      );
      const css = [
        ...stylesheetUrls(shell.css, layout.chunks, shell.cssBase),
        ...stylesheetUrls(remote.css, [REMOTE_APP_GROUP, ...page.chunks], remote.cssBase),
      ];
      pages.push(rendered(shell.template, page, body, css));
    }
  }
  const seen = new Set<string>();
  for (const { path } of pages) {
    if (seen.has(path)) throw new Error(`Two prerendered pages claim ${path}`);
    seen.add(path);
  }
  return pages;
}
