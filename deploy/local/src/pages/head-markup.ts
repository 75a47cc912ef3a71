/** A page's `<title>` and the head tags of `headTags`, as the markup a prerendered file holds. */
import { BRAND } from '@jara/contracts/brand';
import { headTags, type PageHead } from '@jara/contracts/page-head';
import { escapeHtml, renderAttributes } from './html-escape';

export function headMarkup(head: PageHead): string {
  const tags = headTags(head, BRAND.name).map(
    ({ tag, attributes }) => `<${tag}${renderAttributes(attributes)}>`,
  );
  return [`<title>${escapeHtml(head.title)}</title>`, ...tags].join('');
}
