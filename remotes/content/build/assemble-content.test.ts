/** @jest-environment node */
import {
  blogIndexPayloadSchema,
  postPayloadSchema,
  quizPayloadSchema,
} from '@jara/api/content-payloads';
import { assembleContent } from './assemble-content';
import { copyFixture, writeSource } from './test-fixtures/fixture-source';

function build(edit?: (sourceDir: string) => void) {
  const { sourceDir, distDir } = copyFixture('good');
  edit?.(sourceDir);
  return assembleContent(sourceDir, distDir);
}

describe('assembleContent', () => {
  const content = build();

  it('writes an index per country, NG first, posts newest first with the quizzes offered there', () => {
    expect(content.indexes.map((index) => index.country)).toEqual(['NG', 'KE']);
    const [ng, ke] = content.indexes;
    expect(ng?.posts.map((post) => post.slug)).toEqual([
      'spotless-kitchen',
      'jollof-at-home',
      'guides/lagos/best-suya',
      'pepper-soup',
      'deep-clean',
    ]);
    expect(ke?.posts.map((post) => [post.slug, post.featured])).toEqual([
      ['laundry-day', true],
      ['nyama-choma', false],
    ]);
    expect(ng?.quizzes.map((quiz) => [quiz.slug, quiz.questionCount])).toEqual([
      ['lunch-score', 2],
      ['soup-mood', 2],
    ]);
    expect(ke?.quizzes.map((quiz) => quiz.slug)).toEqual(['soup-mood']);
  });

  it('gives every post its payload with related posts of its own country', () => {
    expect(content.posts).toHaveLength(7);
    const suya = content.posts.find(({ post }) => post.slug === 'guides/lagos/best-suya');
    expect(suya?.related.map((post) => post.slug)).toEqual(['pepper-soup', 'jollof-at-home']);
    const nyama = content.posts.find(({ post }) => post.slug === 'nyama-choma');
    expect(nyama?.related).toEqual([]);
  });

  it('writes payloads the client accepts', () => {
    content.indexes.forEach((index) =>
      expect(blogIndexPayloadSchema.safeParse(index).success).toBe(true),
    );
    content.posts.forEach((post) => expect(postPayloadSchema.safeParse(post).success).toBe(true));
    content.quizzes.forEach((quiz) => expect(quizPayloadSchema.safeParse(quiz).success).toBe(true));
  });

  it('refuses a post under quiz/, where the quizzes live', () => {
    expect(() =>
      build((dir) => writeSource(dir, 'posts/ng/quiz/soups.md', '---\ntitle: x\n---\nx')),
    ).toThrow(/source\/posts\/ng\/quiz\/soups\.md:[\s\S]*slug: "quiz\/soups" starts with "quiz\/"/);
  });
});
