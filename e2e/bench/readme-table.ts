/**
 * The README's "Speed on a phone" table, written by the bench from one run's figures (issue 40),
 * and put between its marker comments only when asked (`BENCH_WRITE_README=1`), so a run on a
 * noisy machine never rewrites it by accident.
 */
import type { TaxRow } from './federation-tax';
import { figure } from './format-table';

export const TABLE_START = '<!-- bench:table -->';
export const TABLE_END = '<!-- /bench:table -->';

export interface SpeedRow extends TaxRow {
  prerendered: boolean;
  /** Median, at 4x CPU; absent where Lighthouse did not run. */
  longestTaskMs?: number;
  /** LCP live / with no script (prerendered routes). */
  floorRatio?: number;
}

export interface TableMeta {
  date: string;
  commit: string;
  benchmarkIndex: number;
  /** How many Lighthouse runs each median took, in words. */
  runs: string;
}

const pair = (federated: number | undefined, oneBundle: number | undefined) =>
  federated === undefined ? '-' : `${figure(federated)} / ${figure(oneBundle)}`;
const signed = (value: number) => `${value >= 0 ? '+' : ''}${figure(value)}`;

export function speedTable(rows: readonly SpeedRow[], meta: TableMeta): string {
  const header = [
    'route',
    'JS KB before the live app shows',
    'performance',
    'LCP ms',
    'TBT ms',
    'longest task ms',
    'LCP live / no script',
  ];
  const lines = rows.map((row) => {
    const { federated: fed, oneBundle: one } = row;
    return [
      `\`${row.route}\`${row.prerendered ? ' (prerendered)' : ''}`,
      `${pair(fed.jsGzipKB, one.jsGzipKB)} (${signed(row.addedJsKB)})`,
      pair(fed.performance, one.performance),
      pair(fed.lcpMs, one.lcpMs),
      pair(fed.tbtMs, one.tbtMs),
      row.longestTaskMs === undefined ? '-' : figure(row.longestTaskMs),
      row.floorRatio === undefined ? '-' : row.floorRatio.toFixed(2),
    ];
  });
  return [
    `\`pnpm bench\` of \`${meta.commit}\` on ${meta.date}, Lighthouse \`benchmarkIndex\` ${figure(meta.benchmarkIndex, 0)}` +
      ` (Lighthouse 13 mobile, simulated throttling at 4x CPU, ${meta.runs}). Each cell is` +
      ' federated / one-bundle (`tools/one-bundle`, which serves no prerendered page), measured in the same run.',
    '',
    `| ${header.join(' | ')} |`,
    `|${header.map((_, column) => (column === 0 ? ' --- ' : ' ---: ')).join('|')}|`,
    ...lines.map((cells) => `| ${cells.join(' | ')} |`),
  ].join('\n');
}

function onlyOnce(text: string, marker: string): number {
  const at = text.indexOf(marker);
  if (at === -1 || text.indexOf(marker, at + 1) !== -1)
    throw new Error(`README.md must hold ${marker} exactly once`);
  return at;
}

/** The README with the text between the table's markers replaced by `table`. */
export function withTable(readme: string, table: string): string {
  const start = onlyOnce(readme, TABLE_START) + TABLE_START.length;
  const end = onlyOnce(readme, TABLE_END);
  if (end < start) throw new Error(`README.md holds ${TABLE_END} before ${TABLE_START}`);
  return `${readme.slice(0, start)}\n${table}\n${readme.slice(end)}`;
}
