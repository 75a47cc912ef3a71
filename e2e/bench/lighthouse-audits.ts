/**
 * What a Lighthouse category score is made of: the audits that cost it points (with what they
 * found: the console error, the image, the deprecated API), so a score under budget says why in
 * the bench's output; and a category scored again without some audits, as Lighthouse scores it
 * (the weighted mean of the audits that carry weight, to two decimals).
 */

/** The parts of a Lighthouse result (LHR) these functions read. */
export interface LhrAudit {
  title: string;
  score: number | null;
  details?: { items?: unknown[] };
}

export interface LhrCategory {
  score: number | null;
  auditRefs: { id: string; weight: number }[];
}

export interface LhrLike {
  categories: Record<string, LhrCategory | undefined>;
  audits: Record<string, LhrAudit | undefined>;
}

export interface FailingAudit {
  category: string;
  id: string;
  title: string;
  /** 0-1. */
  score: number;
  weight: number;
  /** One line per thing found (a message, a URL), at most `MAX_DETAILS`. */
  details: string[];
}

export const MAX_DETAILS = 5;

/** Fields of an audit's table rows that say what was found, in the order they are looked for. */
const TEXT_FIELDS = ['description', 'value', 'issueType', 'name', 'url', 'source', 'node'] as const;

function textOf(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim() !== '') return value.trim();
  if (value && typeof value === 'object') {
    const record = value as Record<string, unknown>;
    // Lighthouse's own value shapes: {type: 'source-location', url, line}, {type: 'node', snippet}.
    if (typeof record.snippet === 'string') return record.snippet;
    if (typeof record.url === 'string')
      return typeof record.line === 'number' ? `${record.url}:${record.line + 1}` : record.url;
    if (typeof record.text === 'string') return record.text;
  }
  return undefined;
}

/** One line for a row of an audit's table: what it is, and where it came from when known. */
export function describeItem(item: unknown): string {
  if (typeof item !== 'object' || item === null) return String(item);
  const record = item as Record<string, unknown>;
  const what = TEXT_FIELDS.map((field) => textOf(record[field])).find(Boolean);
  const where = textOf(record.sourceLocation) ?? textOf(record.source);
  const sizes = ['displayedAspectRatio', 'actualAspectRatio', 'displayedSize', 'actualSize']
    .filter((field) => typeof record[field] === 'string')
    .map((field) => `${field} ${String(record[field])}`);
  // An inspector issue lists its occurrences as sub-items.
  const subItems = (record.subItems as { items?: unknown[] } | undefined)?.items ?? [];
  const parts = [
    what ?? JSON.stringify(item).slice(0, 160),
    where && where !== what ? `at ${where}` : '',
    sizes.join(', '),
    subItems.length > 0 ? `(${subItems.slice(0, 2).map(describeItem).join('; ')})` : '',
  ];
  return parts.filter(Boolean).join(' ');
}

/** The audits of `category` that carry weight and scored below 1, heaviest first. */
export function failingAudits(lhr: LhrLike, category: string): FailingAudit[] {
  const refs = lhr.categories[category]?.auditRefs ?? [];
  return refs
    .filter((ref) => ref.weight > 0)
    .flatMap((ref) => {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) return [];
      const items = audit.details?.items ?? [];
      return [
        {
          category,
          id: ref.id,
          title: audit.title,
          score: audit.score,
          weight: ref.weight,
          details: [...new Set(items.map(describeItem))].slice(0, MAX_DETAILS),
        },
      ];
    })
    .sort((a, b) => b.weight - a.weight);
}

/**
 * The category's score (0-100) without the `excluded` audits: the weighted mean of the others
 * that carry weight (Lighthouse has already set the weight of audits that do not apply to 0).
 */
export function scoreWithout(lhr: LhrLike, category: string, excluded: readonly string[]): number {
  const refs = (lhr.categories[category]?.auditRefs ?? []).filter(
    (ref) => ref.weight > 0 && !excluded.includes(ref.id),
  );
  let weight = 0;
  let sum = 0;
  for (const ref of refs) {
    const score = lhr.audits[ref.id]?.score;
    if (score === null || score === undefined) return Number.NaN;
    weight += ref.weight;
    sum += score * ref.weight;
  }
  if (weight === 0) return Number.NaN;
  return Math.round((sum / weight) * 100);
}

/** Each failing audit of several runs once, its lowest score, its details from every run. */
export function mergeFailing(runs: readonly (readonly FailingAudit[])[]): FailingAudit[] {
  const merged = new Map<string, FailingAudit>();
  for (const failing of runs.flat()) {
    const key = `${failing.category} ${failing.id}`;
    const seen = merged.get(key);
    merged.set(
      key,
      seen
        ? {
            ...seen,
            score: Math.min(seen.score, failing.score),
            details: [...new Set([...seen.details, ...failing.details])].slice(0, MAX_DETAILS),
          }
        : failing,
    );
  }
  return [...merged.values()];
}
