/**
 * The jest side of the e2e hostile-input checks (`e2e/support/hostile-input.ts`): each field's
 * test takes every `HOSTILE_STRINGS` case and ends with one of these, so a field proves in jsdom
 * what the browser proves for two of the strings.
 */

/** Nothing the string carries became markup: no image to fire `onerror`, no script, no flag. */
export function expectNothingRan(): void {
  expect(document.querySelector('img[src="x"]')).toBeNull();
  expect(document.querySelector('script')).toBeNull();
  expect((window as Window & { __pwned?: unknown }).__pwned).toBeUndefined();
}

/** The string shows as the literal text it is, somewhere in `scope`, and nothing ran. */
export function expectShownAsText(scope: HTMLElement, text: string): void {
  expect(scope.textContent).toContain(text);
  expectNothingRan();
}

/** The field was refused with a message of its own: flagged invalid and described by it. */
export function expectRefused(field: HTMLElement, message: string | RegExp = /\S/): void {
  expect(field.getAttribute('aria-invalid')).toBe('true');
  const description = accessibleDescription(field);
  if (typeof message === 'string') expect(description).toContain(message);
  else expect(description).toMatch(message);
  expectNothingRan();
}

/** What `aria-describedby` points at, as a screen reader reads it after the label. */
function accessibleDescription(field: HTMLElement): string {
  return (field.getAttribute('aria-describedby') ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
}
