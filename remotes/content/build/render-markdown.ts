import { Marked } from 'marked';
import { sanitiseHtml } from './sanitise-html';

const marked = new Marked({ gfm: true, async: false });

/** Markdown to HTML that is safe to put in a page: raw HTML in the source is sanitised too. */
export function renderMarkdown(markdown: string): string {
  return sanitiseHtml(marked.parse(markdown, { async: false })).trim();
}
