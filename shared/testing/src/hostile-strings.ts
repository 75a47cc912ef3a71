/**
 * The hostile-input cases (issue 13, item 10): what a customer, or someone pretending to be one,
 * may type into any field. Every field's own jest test takes all of them (`it.each`): each shows
 * as the literal text it is, or is refused with a message. The browser, which alone can tell a
 * script that ran, a CSP violation or a page pushed sideways, takes `IN_BROWSER`: the mark-up
 * break-out and the longest word, once per field.
 */
export interface HostileString {
  name: string;
  text: string;
}

/** A long word with no place to break: the hardest case for a narrow layout. */
const LONG = 'Lekki'.repeat(1_000);

const ATTRIBUTE_BREAK_OUT: HostileString = {
  name: 'attribute break-out',
  text: '"><img src=x onerror="window.__pwned=1">',
};
const FIVE_THOUSAND: HostileString = { name: '5,000 characters', text: LONG };

export const HOSTILE_STRINGS: readonly HostileString[] = [
  { name: 'script tag', text: '<script>window.__pwned=1</script>' },
  ATTRIBUTE_BREAK_OUT,
  { name: 'javascript URL', text: 'javascript:alert(1)' },
  FIVE_THOUSAND,
  {
    name: 'RTL, zero-width and emoji',
    text: 'مرحبا \u202Eevil\u202C a\u200Bb 👩🏽‍🍳🇳🇬',
  },
  { name: 'SQL-ish', text: "' OR 1=1 --" },
];

/** What only a real page can judge: markup that would run if it were not text, and layout. */
export const IN_BROWSER: readonly HostileString[] = [ATTRIBUTE_BREAK_OUT, FIVE_THOUSAND];
