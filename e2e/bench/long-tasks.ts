/**
 * The longest main-thread task before the page is interactive, from a Lighthouse report: its
 * `long-tasks` audit lists the tasks over 50 ms with simulated start and duration (the CPU
 * slowed 4 times, its mobile default), and `interactive` is when the main thread was first quiet
 * enough for input. A customer's first tap waits behind any task started before then.
 */
export interface LongTaskLhr {
  audits: Record<
    string,
    | {
        numericValue?: number;
        details?: { items?: unknown[] };
      }
    | undefined
  >;
}

export interface LongestTask {
  /** 0 when no task over 50 ms started before the page was interactive. */
  ms: number;
  /** The script (or document) Lighthouse attributes it to; '' when there is none. */
  url: string;
}

interface TaskItem {
  url?: string;
  startTime?: number;
  duration?: number;
}

export function longestTaskBeforeInteractive(lhr: LongTaskLhr): LongestTask {
  const interactive = lhr.audits.interactive?.numericValue ?? Number.POSITIVE_INFINITY;
  const tasks = (lhr.audits['long-tasks']?.details?.items ?? []) as TaskItem[];
  return tasks
    .filter((task) => (task.startTime ?? 0) < interactive)
    .reduce<LongestTask>(
      (longest, task) =>
        (task.duration ?? 0) > longest.ms
          ? { ms: Math.round(task.duration ?? 0), url: task.url ?? '' }
          : longest,
      { ms: 0, url: '' },
    );
}
