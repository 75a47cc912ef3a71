/**
 * The reader's progress through a quiz, restored after mount (storage is the browser's: the
 * prerender and the first render start at the intro) and saved on every change.
 */
import { useCallback, useEffect, useState } from 'react';
import type { Quiz } from '@jara/contracts/content';
import { readProgress, START, writeProgress, type QuizProgress } from './quiz-progress';

export function useQuizProgress(path: string, quiz: Quiz) {
  const [progress, setProgress] = useState<QuizProgress>(START);
  useEffect(() => {
    const stored = readProgress(path, quiz);
    if (stored) setProgress(stored);
  }, [path, quiz]);
  const update = useCallback(
    (next: QuizProgress) => {
      setProgress(next);
      writeProgress(path, next);
    },
    [path],
  );
  return [progress, update] as const;
}
