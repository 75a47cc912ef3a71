import { makeQuiz } from '../../testing/content-fixtures';
import { fittingProgress, readProgress, writeProgress } from './quiz-progress';

const quiz = makeQuiz();

describe('quiz progress', () => {
  it('keeps progress that fits the quiz', () => {
    expect(fittingProgress(quiz, { answers: { q1: 'a' }, step: 2 })).toEqual({
      answers: { q1: 'a' },
      step: 2,
    });
    expect(fittingProgress(quiz, { answers: { q1: 'a', q2: 'b' }, step: 3 })?.step).toBe(3);
  });

  it.each([
    ['an unknown question', { answers: { q9: 'a' }, step: 1 }],
    ['an unknown option', { answers: { q1: 'z' }, step: 1 }],
    ['a step past the first unanswered question', { answers: { q1: 'a' }, step: 3 }],
    ['a step that is not a number', { answers: {}, step: '1' }],
    ['something else', '<script>'],
  ])('drops %s', (_, stored) => {
    expect(fittingProgress(quiz, stored)).toBeNull();
  });

  it('reads back what it wrote for the same path only', () => {
    writeProgress('/blog/quiz/jollof-iq', { answers: { q1: 'b' }, step: 2 });
    expect(readProgress('/blog/quiz/jollof-iq', quiz)).toEqual({ answers: { q1: 'b' }, step: 2 });
    expect(readProgress('/ke/blog/quiz/jollof-iq', quiz)).toBeNull();
    window.sessionStorage.setItem('jara:quiz:/blog/quiz/x', '{not json');
    expect(readProgress('/blog/quiz/x', quiz)).toBeNull();
  });
});
