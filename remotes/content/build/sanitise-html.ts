import sanitizeHtml from 'sanitize-html';

const EXTERNAL = /^https?:\/\//i;
const MAILTO = /^mailto:/i;
/** `/blog/x`, not `//evil.example` nor `/\evil.example` (browsers read both as another host). */
const SITE_RELATIVE = /^\/(?![/\\])/;

/** A link keeps only a safe href (`unwrapLinkWithoutHref` then leaves a bad link's text). */
const keepSafeLink: sanitizeHtml.Transformer = (_tagName, attribs): sanitizeHtml.Tag => {
  const href = (attribs.href ?? '').trim();
  if (EXTERNAL.test(href)) return { tagName: 'a', attribs: { href, rel: 'noopener noreferrer' } };
  if (MAILTO.test(href) || SITE_RELATIVE.test(href)) return { tagName: 'a', attribs: { href } };
  // Renaming it to a tag the allowlist drops would garble later closing tags (sanitize-html 2.18).
  return { tagName: 'a', attribs: {} };
};

const unwrapLinkWithoutHref = (frame: sanitizeHtml.IFrame) =>
  frame.tag === 'a' && !frame.attribs.href ? 'excludeTag' : false;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...['p', 'h2', 'h3', 'h4', 'ul', 'ol', 'li', 'a', 'strong', 'em', 'blockquote'],
    ...['code', 'pre', 'hr', 'br', 'table', 'thead', 'tbody', 'tr', 'th', 'td'],
  ],
  allowedAttributes: { a: ['href', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  // The page's title is its only h1; deeper levels than h4 read as h4.
  transformTags: { a: keepSafeLink, h1: 'h2', h5: 'h4', h6: 'h4' },
  exclusiveFilter: unwrapLinkWithoutHref,
  // Their content is code or a page of its own, never text for the reader.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'title'],
};

/** Authored HTML (editors are not trusted) reduced to the body tags a post may use. */
export function sanitiseHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** The words a reader reads, without any markup. */
export function plainText(html: string): string {
  return sanitizeHtml(html, { allowedTags: [], allowedAttributes: {} });
}
