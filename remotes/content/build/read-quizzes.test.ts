/** @jest-environment node */
import { createCoverCopier } from './covers';
import { readQuizzes } from './read-quizzes';
import { copyFixture } from './test-fixtures/fixture-source';

function quizzes() {
  const { sourceDir, distDir } = copyFixture('good');
  return readQuizzes(sourceDir, createCoverCopier(sourceDir, distDir)).map(({ quiz }) => quiz);
}

const find = (country: string, slug: string) =>
  quizzes().find((quiz) => quiz.country === country && quiz.slug === slug);

describe('readQuizzes', () => {
  it('gives one quiz per country it is offered in, NG first', () => {
    expect(quizzes().map((quiz) => `${quiz.country} ${quiz.slug}`)).toEqual([
      'NG lunch-score',
      'NG soup-mood',
      'KE soup-mood',
    ]);
  });

  it('parses a typed quiz: ids, the result each answer leans to, per-country recommendations', () => {
    const ng = find('NG', 'soup-mood');
    expect(ng).toMatchObject({
      title: 'Which soup matches your mood?',
      scoring: 'type',
      questionCount: 2,
      introHtml: '<p>Answer two questions.</p>',
      cover: { alt: 'A bowl of soup', width: 1200, height: 630 },
    });
    expect(ng?.questions[1]).toEqual({
      id: 'q2',
      text: 'Pick a side',
      options: [
        { id: 'q2a', text: 'Pounded yam', points: 0, resultId: 'egusi' },
        { id: 'q2b', text: 'Eba', points: 0, resultId: 'okra' },
        { id: 'q2c', text: 'Rice', points: 0, resultId: 'okra' },
      ],
    });
    expect(ng?.results[0]).toMatchObject({
      id: 'egusi',
      html: '<p>Rich and <strong>hearty</strong>.</p>',
      minPoints: 0,
    });
    expect(ng?.results[0]?.recommendation).toEqual({
      kind: 'dish',
      keywords: 'egusi soup',
      label: 'Order egusi soup near you',
    });
    expect(find('KE', 'soup-mood')?.results[0]?.recommendation).toMatchObject({
      keywords: 'matoke stew',
    });
    expect(find('KE', 'soup-mood')?.results[1]?.recommendation).toEqual({
      kind: 'category',
      slug: 'homemade',
      label: 'Browse homemade meals',
    });
  });

  it('parses a scored quiz: points per answer, results from their minPoints', () => {
    const quiz = find('NG', 'lunch-score');
    expect(quiz?.scoring).toBe('score');
    expect(quiz?.questions[0]?.options).toEqual([
      { id: 'q1a', text: 'None', points: 0, resultId: null },
      { id: 'q1b', text: 'Some', points: 2, resultId: null },
    ]);
    expect(quiz?.results.map((result) => [result.id, result.minPoints])).toEqual([
      ['needs-work', 0],
      ['balanced', 3],
    ]);
  });
});
