/** The few pieces of nginx config syntax the renderer needs, with the escaping done right. */

/**
 * A double-quoted nginx string. nginx unescapes `\\` and `\"` inside quotes, so both are escaped;
 * `$` would start a variable in directives that take them, so it is refused outright.
 */
export function quote(value: string): string {
  if (value.includes('$')) throw new Error(`nginx value must not contain "$": ${value}`);
  if (/[\r\n]/.test(value))
    throw new Error(`nginx value must be one line: ${JSON.stringify(value)}`);
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** A regex in quotes; a `$` anchor is fine here (regex sources are not variable-expanded). */
export function quoteRegex(pattern: string): string {
  if (/[\r\n]/.test(pattern)) throw new Error(`nginx regex must be one line: ${pattern}`);
  return `"${pattern.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/**
 * Fills `{{name}}` placeholders. A placeholder without a value, or a value without a
 * placeholder, is a bug in the template or the renderer: both are refused.
 */
export function fillTemplate(template: string, values: Record<string, string>): string {
  const used = new Set<string>();
  const filled = template.replace(/\{\{(\w+)\}\}/g, (_match, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`Template placeholder {{${name}}} has no value`);
    used.add(name);
    return value;
  });
  const unused = Object.keys(values).filter((name) => !used.has(name));
  if (unused.length > 0) throw new Error(`Template has no placeholder for: ${unused.join(', ')}`);
  return filled;
}

export function indent(lines: string[], depth: number): string {
  const pad = ' '.repeat(depth * 4);
  return lines.map((line) => (line === '' ? '' : `${pad}${line}`)).join('\n');
}
