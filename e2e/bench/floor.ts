/**
 * The physical floor (issue 40): a prerendered page can paint no sooner than its own document
 * with no script at all. The bench loads each prerendered route live and with its document's
 * scripts removed, and budgets the ratio of their largest contentful paints.
 */
import { PRERENDERED_ROOT_ID } from '@jara/contracts/prerender';
import type { Judgement } from './budget-check';

/** Whether a served document holds prerendered markup (compose-document.ts writes it). */
export function isPrerendered(html: string): boolean {
  return html.includes(`id="${PRERENDERED_ROOT_ID}"`);
}

const SCRIPT_ELEMENT = /<script\b[^>]*>[\s\S]*?<\/script\s*>/gi;
const LINK_TAG = /<link\b[^>]*>/gi;
const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}\\s*=\\s*["']?([^"'\\s>]+)`, 'i').exec(tag)?.[1]?.toLowerCase();

/**
 * The document with no script: every `<script>` element, and the links that would fetch a
 * script anyway (`modulepreload`, `preload as=script`), so no script's bytes compete for the
 * network either. Style sheets, the payload preload and the markup stay as served.
 */
export function withoutScripts(html: string): string {
  return html.replace(SCRIPT_ELEMENT, '').replace(LINK_TAG, (tag) => {
    const rel = attribute(tag, 'rel');
    const fetchesScript =
      rel === 'modulepreload' || (rel === 'preload' && attribute(tag, 'as') === 'script');
    return fetchesScript ? '' : tag;
  });
}

export type FloorFigures =
  | { route: string; liveMs: number; noScriptMs: number; ratio: number }
  | { route: string; error: string };

export function floorJudgements(rows: readonly FloorFigures[], budget: number): Judgement[] {
  return rows.map((row) =>
    'error' in row
      ? {
          label: `${row.route} LCP live / with no script: ${row.error}`,
          value: undefined,
          budget,
          direction: 'at most',
        }
      : {
          label: `${row.route} LCP live / with no script (${row.liveMs} / ${row.noScriptMs} ms)`,
          value: row.ratio,
          budget,
          direction: 'at most',
        },
  );
}
