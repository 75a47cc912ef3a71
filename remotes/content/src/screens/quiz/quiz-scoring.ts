/**
 * A quiz's result from the answers given (`Quiz.scoring`). `score`: the chosen options' points
 * add up, and the result with the highest `minPoints` not above the total wins. `type`: the
 * result most answers lean to wins, a tie going to the result listed first.
 */
import type { Quiz, QuizOption, QuizResult } from '@jara/contracts/content';

/** The chosen option's id, by question id. */
export type QuizAnswers = Readonly<Record<string, string>>;

function chosenOptions(quiz: Quiz, answers: QuizAnswers): QuizOption[] {
  return quiz.questions.flatMap((question) => {
    const option = question.options.find((candidate) => candidate.id === answers[question.id]);
    return option ? [option] : [];
  });
}

export function scoreOf(quiz: Quiz, answers: QuizAnswers): number {
  return chosenOptions(quiz, answers).reduce((total, option) => total + option.points, 0);
}

export function maxScoreOf(quiz: Quiz): number {
  return quiz.questions.reduce(
    (total, question) => total + Math.max(0, ...question.options.map((option) => option.points)),
    0,
  );
}

function byScore(quiz: Quiz, answers: QuizAnswers): QuizResult {
  const total = scoreOf(quiz, answers);
  const lowestFirst = [...quiz.results].sort((a, b) => a.minPoints - b.minPoints);
  return lowestFirst.filter((result) => result.minPoints <= total).at(-1) ?? lowestFirst[0]!;
}

function byType(quiz: Quiz, answers: QuizAnswers): QuizResult {
  const votes = new Map<string, number>();
  for (const option of chosenOptions(quiz, answers)) {
    if (option.resultId) votes.set(option.resultId, (votes.get(option.resultId) ?? 0) + 1);
  }
  // Strictly more votes replaces the leader, so a tie keeps the result listed first.
  return quiz.results.reduce((best, result) =>
    (votes.get(result.id) ?? 0) > (votes.get(best.id) ?? 0) ? result : best,
  );
}

export function quizResult(quiz: Quiz, answers: QuizAnswers): QuizResult {
  return quiz.scoring === 'score' ? byScore(quiz, answers) : byType(quiz, answers);
}
