/**
 * One prerendered file from the shell's `index.html`: the page's head between the head markers,
 * its stylesheets and payload preload before the head ends, and its markup beside a hidden
 * `#root` the app boots into.
 */
import {
  APP_ROOT_ELEMENT,
  HEAD_END_MARKER,
  HEAD_START_MARKER,
  PRERENDERED_ROOT_ID,
} from '@jara/contracts/prerender';
import { renderAttributes } from './html-escape';

export interface DocumentParts {
  /** `<title>` and head tags, already escaped (head-markup.ts). */
  head: string;
  stylesheets: string[];
  /** The page's `_payload.json` URL path, when it has one. */
  payload?: string;
  /** The page's markup, as its prerender module rendered it. */
  body: string;
}

function onlyOnce(template: string, marker: string): number {
  const at = template.indexOf(marker);
  if (at === -1 || template.indexOf(marker, at + 1) !== -1) {
    throw new Error(`The shell's index.html must hold ${marker} exactly once`);
  }
  return at;
}

export function composeDocument(template: string, parts: DocumentParts): string {
  const start = onlyOnce(template, HEAD_START_MARKER) + HEAD_START_MARKER.length;
  const end = onlyOnce(template, HEAD_END_MARKER);
  const root = onlyOnce(template, APP_ROOT_ELEMENT);
  if (end < start || root < end) throw new Error("The shell's index.html markers are out of order");

  // The build's own index.html may already link a stylesheet (the entry's): never twice.
  const links = parts.stylesheets
    .filter((href) => !template.includes(`href="${href}"`))
    .map((href) => `<link${renderAttributes({ rel: 'stylesheet', href })}>`);
  if (parts.payload !== undefined) {
    const attributes = { rel: 'preload', as: 'fetch', crossorigin: 'anonymous' };
    links.push(`<link${renderAttributes({ ...attributes, href: parts.payload })}>`);
  }
  const hidden = APP_ROOT_ELEMENT.replace(/>/, ' hidden>');
  return [
    template.slice(0, start),
    parts.head,
    links.join(''),
    template.slice(end, root),
    `<div id="${PRERENDERED_ROOT_ID}">${parts.body}</div>${hidden}`,
    template.slice(root + APP_ROOT_ELEMENT.length),
  ].join('');
}
