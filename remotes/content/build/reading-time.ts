import { plainText } from './sanitise-html';

const WORDS_PER_MINUTE = 200;

export function readingMinutes(html: string): number {
  const words = plainText(html).split(/\s+/).filter(Boolean).length;
  return Math.max(1, Math.round(words / WORDS_PER_MINUTE));
}
