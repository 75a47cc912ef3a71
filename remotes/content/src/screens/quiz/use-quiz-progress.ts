/**
 * The reader's progress through a quiz, held in session storage (quiz-progress.ts). A prerender
 * has no storage and renders the intro; the browser reads where the reader was.
 */
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import type { Quiz } from '@jara/contracts/content';
import {
  readProgress,
  START,
  storedProgress,
  subscribeProgress,
  writeProgress,
  type QuizProgress,
} from './quiz-progress';

export function useQuizProgress(path: string, quiz: Quiz) {
  const raw = useSyncExternalStore(
    subscribeProgress,
    () => storedProgress(path),
    () => null,
  );
  // `raw` is what changes: reading it again through readProgress checks it against the quiz.
  const progress = useMemo(
    () => (raw === null ? START : (readProgress(path, quiz) ?? START)),
    [raw, path, quiz],
  );
  const update = useCallback((next: QuizProgress) => writeProgress(path, next), [path]);
  return [progress, update] as const;
}
