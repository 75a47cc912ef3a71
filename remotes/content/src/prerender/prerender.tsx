/**
 * The content remote's prerender module (`dist/.server/prerender.cjs`): its pages come from the
 * content build's data file, which the build writes beside this module.
 */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { ContentBuild } from '@jara/contracts/content';
import type { PrerenderModule } from '@jara/contracts/prerender';
import { contentPages } from './content-pages';
import { renderContentPage } from './render-content-page';

const CONTENT_FILE = 'content.json';

export const pages: PrerenderModule['pages'] = async (context) => {
  const build = JSON.parse(
    await readFile(path.join(__dirname, CONTENT_FILE), 'utf8'),
  ) as ContentBuild;
  return contentPages(build, context);
};

export const renderPage: PrerenderModule['renderPage'] = (page, context) =>
  Promise.resolve(renderContentPage(page, context));
