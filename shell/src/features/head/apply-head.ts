/**
 * Writes a PageHead into the document: the title, one description meta, and the canonical and
 * alternate links, replacing whatever the previous page left (the shell owns these tags).
 */
import type { PageHead } from './page-head';

const OWNED = 'data-page-head';

export function applyHead(head: PageHead, doc: Document = document): void {
  doc.title = head.title;
  let description = doc.head.querySelector<HTMLMetaElement>('meta[name="description"]');
  if (!description) {
    description = doc.createElement('meta');
    description.name = 'description';
    doc.head.append(description);
  }
  description.content = head.description;

  for (const link of doc.head.querySelectorAll(`link[${OWNED}]`)) link.remove();
  const links = [
    ...(head.canonical ? [{ rel: 'canonical', href: head.canonical }] : []),
    ...head.alternates.map((alternate) => ({ rel: 'alternate', ...alternate })),
  ];
  for (const { rel, href, ...rest } of links) {
    const link = doc.createElement('link');
    link.setAttribute(OWNED, '');
    link.rel = rel;
    link.href = href;
    if ('hreflang' in rest) link.hreflang = rest.hreflang;
    doc.head.append(link);
  }
}
