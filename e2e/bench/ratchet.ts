/**
 * The ratchet (issue 40): budgets.json keeps each route's last accepted JS figures, and a run
 * fails when one rises more than `toleranceKB` above its record. A commit that adds JS on
 * purpose records the new figures (`BENCH_RATCHET=write`) and says why; figures that fall are
 * recorded the same way, so the ratchet tightens.
 */
import type { Judgement } from './budget-check';

export const RATCHETED_FIGURES = ['initialJsGzipKB', 'jsGzipKB'] as const;
export type RatchetedFigure = (typeof RATCHETED_FIGURES)[number];

const FIGURE_NAMES: Record<RatchetedFigure, string> = {
  initialJsGzipKB: 'JS before the live app shows',
  jsGzipKB: 'JS until idle',
};

export type RecordedRoutes = Record<string, Partial<Record<RatchetedFigure, number>>>;

export interface Recorded {
  toleranceKB: number;
  routes: RecordedRoutes;
}

export type MeasuredRoute = { route: string } & Record<RatchetedFigure, number>;

const tenth = (value: number) => Math.round(value * 10) / 10;

/** Each measured figure against its record plus the tolerance; `unrecorded` names the rest. */
export function ratchetJudgements(
  recorded: Recorded,
  measured: readonly MeasuredRoute[],
): { judgements: Judgement[]; unrecorded: string[] } {
  const judgements: Judgement[] = [];
  const unrecorded: string[] = [];
  for (const figures of measured)
    for (const figure of RATCHETED_FIGURES) {
      const record = recorded.routes[figures.route]?.[figure];
      const label = `${figures.route} ${FIGURE_NAMES[figure]} KB`;
      if (record === undefined) unrecorded.push(label);
      else
        judgements.push({
          label: `${label} (recorded ${record}, ratchet +${recorded.toleranceKB})`,
          value: figures[figure],
          budget: tenth(record + recorded.toleranceKB),
          direction: 'at most',
        });
    }
  return { judgements, unrecorded };
}

/** The figures to record after a run: every measured route's, to a tenth of a KB. */
export function recordedFrom(measured: readonly MeasuredRoute[]): RecordedRoutes {
  return Object.fromEntries(
    measured.map((figures) => [
      figures.route,
      Object.fromEntries(RATCHETED_FIGURES.map((figure) => [figure, tenth(figures[figure])])),
    ]),
  );
}

/** budgets.json's text with `recorded.routes` replaced (the rest as it was, key order kept). */
export function withRecordedRoutes(budgetsJson: string, routes: RecordedRoutes): string {
  const budgets = JSON.parse(budgetsJson) as { recorded?: Recorded };
  if (!budgets.recorded) throw new Error('budgets.json has no "recorded" section to update');
  budgets.recorded = { ...budgets.recorded, routes };
  return `${JSON.stringify(budgets, null, 2)}\n`;
}
