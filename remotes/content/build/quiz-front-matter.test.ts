/** @jest-environment node */
import { createCoverCopier } from './covers';
import { readQuizzes } from './read-quizzes';
import { copyFixture, editSource } from './test-fixtures/fixture-source';

function quizzes(edit?: (sourceDir: string) => void) {
  const { sourceDir, distDir } = copyFixture('good');
  edit?.(sourceDir);
  return readQuizzes(sourceDir, createCoverCopier(sourceDir, distDir)).map(({ quiz }) => quiz);
}

describe('quiz front matter', () => {
  const SOUP = 'quizzes/soup-mood.md';
  const LUNCH = 'quizzes/lunch-score.md';
  it.each<[string, string, string | RegExp, string, RegExp]>([
    [
      'a typed answer without result',
      SOUP,
      '{ text: Busy, result: egusi }',
      '{ text: Busy }',
      /questions\.0\.options\.0\.result: a typed quiz names the result/,
    ],
    [
      'a typed answer leaning to no result',
      SOUP,
      'result: egusi }',
      'result: ogbono }',
      /questions\.0\.options\.0\.result: no result has the id "ogbono"/,
    ],
    [
      'a typed answer with points',
      SOUP,
      '{ text: Busy, result: egusi }',
      '{ text: Busy, result: egusi, points: 2 }',
      /options\.0\.points: a typed quiz gives no points/,
    ],
    [
      'a typed result no answer leans to',
      SOUP,
      /result: egusi \}/g,
      'result: okra }',
      /results\.0\.id: no answer leans to this result/,
    ],
    [
      'a scored answer without points',
      LUNCH,
      '{ text: None, points: 0 }',
      '{ text: None }',
      /questions\.0\.options\.0\.points: a scored quiz gives each answer points/,
    ],
    [
      'a scored result without minPoints',
      LUNCH,
      /\n {4}minPoints: 3/,
      '',
      /results\.1\.minPoints: a scored quiz gives each result its minPoints/,
    ],
    [
      'a band no score reaches',
      LUNCH,
      'minPoints: 3',
      'minPoints: 5',
      /results\.1\.minPoints: no set of answers reaches it \(at most 4 points\)/,
    ],
    [
      'no band from 0',
      LUNCH,
      'minPoints: 0',
      'minPoints: 1',
      /results: one result must start at 0 points/,
    ],
    [
      'two results with one id',
      LUNCH,
      'id: balanced',
      'id: needs-work',
      /results\.1\.id: "needs-work" is used by another result/,
    ],
    ['an unknown scoring', LUNCH, 'scoring: score', 'scoring: vibes', /scoring: /],
    ['an unknown country', LUNCH, 'countries: [ng]', 'countries: [gh]', /countries\.0: /],
    [
      'a recommendation of an unknown kind',
      LUNCH,
      'kind: category',
      'kind: vendor',
      /results\.1\.recommendation/,
    ],
    [
      'a single-option question',
      LUNCH,
      /\n {6}- \{ text: Some, points: 2 \}/,
      '',
      /questions\.0\.options: /,
    ],
  ])('refuses %s, naming the file and the field', (_case, file, find, replace, problem) => {
    const read = () => quizzes((dir) => editSource(dir, file, find, replace));
    expect(read).toThrow(new RegExp(`^source/${file}:\\n`));
    expect(read).toThrow(problem);
  });
});
