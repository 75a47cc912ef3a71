/**
 * Decodes a source map's `mappings` (base64 VLQ, source map v3) into, per generated line, where
 * each segment starts and which source it came from. Only those two fields are kept: the bench
 * splits a chunk's bytes by source, it never needs the original lines. Written here rather than
 * taken from a package because the e2e package has no source-map library of its own.
 */
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DIGIT = new Map([...BASE64].map((char, index) => [char, index]));

export interface Segment {
  /** Generated column (0-based) where the segment starts. */
  column: number;
  /** Index into the map's `sources`, or undefined for generated code with no source. */
  source: number | undefined;
}

/** Decodes one segment's VLQ fields ("AAAA" -> [0, 0, 0, 0]). */
export function decodeVlq(text: string): number[] {
  const values: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of text) {
    const digit = DIGIT.get(char);
    if (digit === undefined) throw new Error(`not a base64 VLQ digit: "${char}" in "${text}"`);
    value += (digit & 31) * 2 ** shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value & 1 ? -Math.floor(value / 2) : Math.floor(value / 2));
      value = 0;
      shift = 0;
    }
  }
  if (shift !== 0) throw new Error(`a VLQ value is cut short in "${text}"`);
  return values;
}

/** Every generated line's segments, in column order. */
export function decodeMappings(mappings: string): Segment[][] {
  let source = 0;
  return mappings.split(';').map((line) => {
    let column = 0;
    if (line === '') return [];
    return line.split(',').map((field) => {
      const values = decodeVlq(field);
      column += values[0]!;
      if (values.length < 4) return { column, source: undefined };
      // The source index is relative to the previous segment's, across lines.
      source += values[1]!;
      return { column, source };
    });
  });
}
