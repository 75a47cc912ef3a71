/**
 * Where a reader is in a quiz: the answers so far and the step shown (0 the intro, 1..n a
 * question, n + 1 the result). Kept in sessionStorage under the page's path, so a reload lands
 * where the reader was; a stored value that does not fit this quiz (edited, or from an older
 * release of it) is dropped rather than trusted.
 */
import type { Quiz } from '@jara/contracts/content';
import type { QuizAnswers } from './quiz-scoring';

export interface QuizProgress {
  answers: QuizAnswers;
  step: number;
}

export const START: QuizProgress = { answers: {}, step: 0 };

const storageKey = (path: string) => `jara:quiz:${path}`;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The stored progress if every answer names a question and option of `quiz`, else null. */
export function fittingProgress(quiz: Quiz, stored: unknown): QuizProgress | null {
  if (!isRecord(stored) || !isRecord(stored.answers) || !Number.isInteger(stored.step)) return null;
  const answers: Record<string, string> = {};
  for (const [questionId, optionId] of Object.entries(stored.answers)) {
    const question = quiz.questions.find((candidate) => candidate.id === questionId);
    if (!question?.options.some((option) => option.id === optionId)) return null;
    answers[questionId] = optionId as string;
  }
  const answeredInOrder = quiz.questions.findIndex((question) => !(question.id in answers));
  const reachable = answeredInOrder === -1 ? quiz.questions.length + 1 : answeredInOrder + 1;
  const step = stored.step as number;
  if (step < 0 || step > reachable) return null;
  return { answers, step };
}

const listeners = new Set<() => void>();
/** Where progress goes when the browser refuses storage (private modes): kept for the visit. */
const memory = new Map<string, string>();

export function subscribeProgress(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The stored progress of the quiz at `path`, as written (a stable string for React to compare). */
export function storedProgress(path: string): string | null {
  try {
    return window.sessionStorage.getItem(storageKey(path));
  } catch {
    return memory.get(storageKey(path)) ?? null;
  }
}

export function readProgress(path: string, quiz: Quiz): QuizProgress | null {
  const raw = storedProgress(path);
  if (raw === null) return null;
  try {
    return fittingProgress(quiz, JSON.parse(raw));
  } catch {
    return null;
  }
}

export function writeProgress(path: string, progress: QuizProgress): void {
  const raw = JSON.stringify(progress);
  try {
    window.sessionStorage.setItem(storageKey(path), raw);
  } catch {
    memory.set(storageKey(path), raw);
  }
  for (const listener of listeners) listener();
}
