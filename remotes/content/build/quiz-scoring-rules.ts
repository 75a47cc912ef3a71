import type { z } from 'zod';

interface QuizShape {
  scoring: 'score' | 'type';
  questions: { options: { points?: number | undefined; result?: string | undefined }[] }[];
  results: { id: string; minPoints?: number | undefined }[];
  countries: string[];
}

type Issue = (message: string, path: (string | number)[]) => void;

/** Every answer and result must make sense for the quiz's scoring, and every result be reachable. */
export function checkQuizScoring(quiz: QuizShape, context: z.RefinementCtx): void {
  const issue: Issue = (message, path) => context.addIssue({ code: 'custom', message, path });
  if (new Set(quiz.countries).size !== quiz.countries.length) {
    issue('names a country twice', ['countries']);
  }
  const ids = quiz.results.map((result) => result.id);
  ids.forEach((id, index) => {
    if (ids.indexOf(id) !== index)
      issue(`"${id}" is used by another result`, ['results', index, 'id']);
  });
  if (quiz.scoring === 'type') checkTypeScoring(quiz, ids, issue);
  else checkScoreScoring(quiz, issue);
}

function checkTypeScoring(quiz: QuizShape, ids: string[], issue: Issue): void {
  const leanedTo = new Set<string>();
  quiz.questions.forEach((question, q) =>
    question.options.forEach((option, o) => {
      const path = ['questions', q, 'options', o];
      if (option.points !== undefined) issue('a typed quiz gives no points', [...path, 'points']);
      if (option.result === undefined)
        issue('a typed quiz names the result of each answer', [...path, 'result']);
      else if (!ids.includes(option.result))
        issue(`no result has the id "${option.result}"`, [...path, 'result']);
      else leanedTo.add(option.result);
    }),
  );
  quiz.results.forEach((result, r) => {
    if (result.minPoints !== undefined)
      issue('a typed quiz has no minPoints', ['results', r, 'minPoints']);
    if (!leanedTo.has(result.id)) issue('no answer leans to this result', ['results', r, 'id']);
  });
}

function checkScoreScoring(quiz: QuizShape, issue: Issue): void {
  quiz.questions.forEach((question, q) =>
    question.options.forEach((option, o) => {
      const path = ['questions', q, 'options', o];
      if (option.result !== undefined)
        issue('a scored quiz adds points, it names no result', [...path, 'result']);
      if (option.points === undefined)
        issue('a scored quiz gives each answer points', [...path, 'points']);
    }),
  );
  const highest = quiz.questions.reduce(
    (sum, question) => sum + Math.max(...question.options.map((option) => option.points ?? 0)),
    0,
  );
  const bands = quiz.results.map((result) => result.minPoints);
  quiz.results.forEach((result, r) => {
    const path = ['results', r, 'minPoints'];
    if (result.minPoints === undefined)
      issue('a scored quiz gives each result its minPoints', path);
    else if (bands.indexOf(result.minPoints) !== r)
      issue('another result starts at the same points', path);
    else if (result.minPoints > highest)
      issue(`no set of answers reaches it (at most ${highest} points)`, path);
  });
  if (!bands.includes(0))
    issue('one result must start at 0 points so every score has a result', ['results']);
}
