/**
 * What a page shares, and the pieces networks compose from it. Every field is plain text or an
 * absolute address; share-url encodes it, so nothing here escapes anything.
 */
export interface ShareContent {
  /** The absolute address of the page shared. */
  url: string;
  title: string;
  description?: string;
  /** A sentence posted with the link (Facebook). */
  quote?: string;
  /** Tags, with or without their '#'. */
  hashtags?: readonly string[];
  /** The absolute address of an image for networks that pin or preview one. */
  media?: string;
  /** The site's account on X, with or without its '@', credited as "via". */
  twitterUser?: string;
}

/** The tags without '#' or blanks: each network adds its own marker or separator. */
export function tagsOf(content: ShareContent): string[] {
  return (content.hashtags ?? []).map((tag) => tag.trim().replace(/^#+/, '')).filter(Boolean);
}

export function twitterHandleOf(content: ShareContent): string | undefined {
  return content.twitterUser?.trim().replace(/^@+/, '') || undefined;
}

/** Parts on separate lines, empty ones left out: the body of text-only shares (chat, sms). */
export function linesOf(...parts: (string | undefined)[]): string {
  return parts.filter(Boolean).join('\r\n');
}

/** One post of text: the title, the link and the tags, for networks that take nothing else. */
export function postTextOf(content: ShareContent): string {
  const tags = tagsOf(content).map((tag) => `#${tag}`);
  return [content.title, content.url, ...tags].filter(Boolean).join(' ');
}
