/**
 * Writes a PageHead into the document: the title and every tag of `headTags`, replacing whatever
 * the previous page left. The shell owns these tags, including the ones a prerendered file or
 * index.html came with, so a page never carries two descriptions or another page's canonical.
 */
import { BRAND } from '@jara/contracts/brand';
import { headTags, type PageHead } from '@jara/contracts/page-head';

const OWNED = 'data-page-head';
const PAGE_TAGS = [
  `[${OWNED}]`,
  'meta[name="description"]',
  'meta[name="robots"]',
  'meta[name^="twitter:"]',
  'meta[property^="og:"]',
  'link[rel="canonical"]',
  'link[rel="alternate"][hreflang]',
].join(', ');

export function applyHead(head: PageHead, doc: Document = document): void {
  doc.title = head.title;
  for (const element of doc.head.querySelectorAll(PAGE_TAGS)) element.remove();
  for (const { tag, attributes } of headTags(head, BRAND.name)) {
    const element = doc.createElement(tag);
    element.setAttribute(OWNED, '');
    // setAttribute writes values as text: hostile titles cannot become markup.
    for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
    doc.head.append(element);
  }
}
