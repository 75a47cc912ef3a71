/**
 * What the document head says about one page: the shell writes it into the live document on
 * every navigation, and the prerender writes the same tags into each prerendered file, so both
 * come from `headTags` and cannot differ.
 */
import { BRAND } from './brand';

/** The head of an address with no page, whichever bundle finds out (the shell, or a remote). */
export const NOT_FOUND_HEAD = {
  title: 'Page not found',
  description: `This page of ${BRAND.name} does not exist or is not open yet. Go back to the home page to order food, book laundry or shop local stores.`,
};
export interface PageHead {
  /** The full document title ("Best suya in Lagos · Jara"). */
  title: string;
  description: string;
  /** Absolute URL of the page itself, for a page search engines should index. */
  canonical?: string;
  alternates: { hreflang: 'en-NG' | 'en-KE' | 'x-default'; href: string }[];
  /** Open Graph type: an article for a post, a website otherwise. */
  type?: 'website' | 'article';
  /** Absolute URL of the image a share card shows. */
  image?: string;
  /** A page search engines should leave out (account screens, checkout). */
  noindex?: boolean;
}

export type HeadTag =
  | { tag: 'meta'; attributes: { name: string; content: string } }
  | { tag: 'meta'; attributes: { property: string; content: string } }
  | { tag: 'link'; attributes: { rel: string; href: string; hreflang?: string } };

/** Every meta and link tag of a page's head (the title is the document's own). */
export function headTags(head: PageHead, siteName: string): HeadTag[] {
  const meta = (name: string, content: string): HeadTag => ({
    tag: 'meta',
    attributes: { name, content },
  });
  const property = (name: string, content: string): HeadTag => ({
    tag: 'meta',
    attributes: { property: name, content },
  });
  return [
    meta('description', head.description),
    ...(head.noindex ? [meta('robots', 'noindex')] : []),
    ...(head.canonical
      ? [{ tag: 'link' as const, attributes: { rel: 'canonical', href: head.canonical } }]
      : []),
    ...head.alternates.map((alternate) => ({
      tag: 'link' as const,
      attributes: { rel: 'alternate', hreflang: alternate.hreflang, href: alternate.href },
    })),
    property('og:site_name', siteName),
    property('og:type', head.type ?? 'website'),
    property('og:title', head.title),
    property('og:description', head.description),
    ...(head.canonical ? [property('og:url', head.canonical)] : []),
    ...(head.image ? [property('og:image', head.image)] : []),
    meta('twitter:card', head.image ? 'summary_large_image' : 'summary'),
    meta('twitter:title', head.title),
    meta('twitter:description', head.description),
    ...(head.image ? [meta('twitter:image', head.image)] : []),
  ];
}
