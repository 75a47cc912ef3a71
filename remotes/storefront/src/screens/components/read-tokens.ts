/**
 * The design tokens as the page's style sheets declare them on :root, so the catalogue shows
 * whatever tokens.css holds today (a new colour appears without touching this page). Sheets
 * from another origin cannot be read and are passed over.
 */
export interface Token {
  name: string;
  value: string;
}

function rulesOf(sheet: CSSStyleSheet): CSSRule[] {
  try {
    return Array.from(sheet.cssRules);
  } catch {
    return [];
  }
}

export function readTokens(
  prefix: string,
  sheets: Iterable<CSSStyleSheet> = document.styleSheets,
): Token[] {
  const tokens = new Map<string, string>();
  for (const sheet of Array.from(sheets)) {
    for (const rule of rulesOf(sheet)) {
      if (!(rule instanceof CSSStyleRule) || rule.selectorText !== ':root') continue;
      for (const name of Array.from(rule.style)) {
        if (name.startsWith(prefix)) tokens.set(name, rule.style.getPropertyValue(name).trim());
      }
    }
  }
  return Array.from(tokens, ([name, value]) => ({ name, value }));
}
