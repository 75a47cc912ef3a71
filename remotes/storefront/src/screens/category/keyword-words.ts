/** The words of a keywords segment: `jollof-rice` and `jollof rice` both search "jollof rice". */
export function keywordWords(segment: string): string {
  return segment
    .replace(/[-_+]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 100);
}

/** The words as a heading: first letter capitalised, the rest as typed. */
export function keywordTitle(words: string): string {
  return words.charAt(0).toUpperCase() + words.slice(1);
}
