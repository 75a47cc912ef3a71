/** @jest-environment node */
import type { PostSummary } from '@jara/contracts/content';
import { relatedPosts } from './related-posts';

const post = (
  slug: string,
  category: PostSummary['category'],
  tags: string[],
  date: string,
): PostSummary => ({
  slug,
  country: 'NG',
  title: slug,
  description: '',
  date,
  updated: date,
  category,
  tags,
  author: { name: 'A', role: 'B' },
  cover: { src: 'covers/x.svg', alt: '', width: 1, height: 1 },
  readingMinutes: 1,
  featured: false,
});

describe('relatedPosts', () => {
  const subject = post('subject', 'food', ['Lagos', 'suya'], '2026-03-01');

  it('ranks same category first, then shared tags, newest first within each, at most 3', () => {
    const posts = [
      subject,
      post('tag-new', 'gifting', ['lagos'], '2026-05-01'),
      post('food-old', 'food', [], '2026-01-01'),
      post('food-new', 'food', [], '2026-02-01'),
      post('tag-old', 'laundry', ['suya'], '2026-04-01'),
    ];
    expect(relatedPosts(subject, posts).map((p) => p.slug)).toEqual([
      'food-new',
      'food-old',
      'tag-new',
    ]);
  });

  it('leaves out posts sharing neither category nor tag, and the post itself', () => {
    const posts = [subject, post('other', 'cleaning', ['mops'], '2026-05-01')];
    expect(relatedPosts(subject, posts)).toEqual([]);
  });
});
