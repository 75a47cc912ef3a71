import { makeQuiz, makeTypedQuiz } from '../../testing/content-fixtures';
import { maxScoreOf, quizResult, scoreOf } from './quiz-scoring';

describe('scored quizzes', () => {
  const quiz = makeQuiz();

  it('adds the chosen options’ points', () => {
    expect(scoreOf(quiz, { q1: 'a', q2: 'b' })).toBe(3);
    expect(maxScoreOf(quiz)).toBe(4);
  });

  it('picks the result with the highest minimum the total reaches', () => {
    expect(quizResult(quiz, { q1: 'a', q2: 'b' }).id).toBe('expert');
    expect(quizResult(quiz, { q1: 'b', q2: 'b' }).id).toBe('novice');
  });

  it('falls back to the lowest result when no minimum is reached', () => {
    const strict = makeQuiz({
      results: makeQuiz().results.map((result) => ({ ...result, minPoints: result.minPoints + 1 })),
    });
    expect(quizResult(strict, { q1: 'b', q2: 'b' }).id).toBe('novice');
  });
});

describe('typed quizzes', () => {
  const quiz = makeTypedQuiz();

  it('picks the result most answers lean to', () => {
    expect(quizResult(quiz, { q1: 'b', q2: 'b' }).id).toBe('rusher');
  });

  it('breaks a tie by the results’ order', () => {
    expect(quizResult(quiz, { q1: 'b', q2: 'a' }).id).toBe('planner');
    expect(quizResult(quiz, {}).id).toBe('planner');
  });
});
