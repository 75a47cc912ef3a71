/**
 * The bench's printed tables: one header row, columns padded to their widest cell, text to the
 * left and figures to the right, so a reader can compare a column at a glance.
 */
export type Cell = string | number;

/** A figure as printed: whole numbers as they are, others to `digits` decimals. */
export function figure(value: number | undefined, digits = 1): string {
  if (value === undefined || Number.isNaN(value)) return '-';
  return Number.isInteger(value) ? String(value) : value.toFixed(digits);
}

export function formatTable(
  headers: readonly string[],
  rows: readonly (readonly Cell[])[],
): string {
  const cells = rows.map((row) => headers.map((_, column) => row[column] ?? ''));
  const numeric = headers.map((_, column) =>
    cells.every(
      (row) =>
        typeof row[column] === 'number' || /^[-\d.,]+( \w+)?$|^-?$/.test(String(row[column])),
    ),
  );
  const widths = headers.map((header, column) =>
    Math.max(header.length, ...cells.map((row) => String(row[column]).length)),
  );
  const line = (row: readonly Cell[]) =>
    row
      .map((cell, column) =>
        numeric[column] && column > 0
          ? String(cell).padStart(widths[column]!)
          : String(cell).padEnd(widths[column]!),
      )
      .join('  ')
      .trimEnd();
  return [
    line(headers),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...cells.map(line),
  ].join('\n');
}
