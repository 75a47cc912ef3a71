/** Spec section 8: crawlers never get the error page (bot, lighthouse, facebook external hit, google). */
const BOT_PATTERN = /bot|lighthouse|facebookexternalhit|facebook external hit|google/i;

export function isBotUserAgent(userAgent: string): boolean {
  return BOT_PATTERN.test(userAgent);
}
