/** `robots.txt`: everything is open except the unindexed screens, and the sitemap is named. */
export const SITEMAP_FILE = 'sitemap.xml';
export const ROBOTS_FILE = 'robots.txt';

export function robotsTxt(origin: string, disallowed: string[]): string {
  return [
    'User-agent: *',
    'Allow: /',
    // `$` ends the match: `/wallet` must not also shut out a public page that starts with it.
    ...disallowed.map((path) => `Disallow: ${path}$`),
    '',
    `Sitemap: ${origin}/${SITEMAP_FILE}`,
    '',
  ].join('\n');
}
