import { POSTS_PER_PAGE } from '@jara/contracts/content';
import { makePosts } from '../../testing/content-fixtures';
import { blogListing, listingUrl } from './blog-listing';

const posts = makePosts(POSTS_PER_PAGE + 4);
const search = (query: string) => new URLSearchParams(query);

describe('blogListing', () => {
  it('puts the featured post first, then a page of the rest newest first', () => {
    const listing = blogListing(posts, search(''));
    expect(listing.featured?.slug).toBe('ng-post-1');
    expect(listing.posts.map((post) => post.slug)).toEqual(
      posts.slice(1, 1 + POSTS_PER_PAGE).map((post) => post.slug),
    );
    expect(listing.pageCount).toBe(2);
  });

  it('shows the second page without the featured post', () => {
    const listing = blogListing(posts, search('page=2'));
    expect(listing.featured).toBeNull();
    expect(listing.posts.map((post) => post.slug)).toEqual(
      posts.slice(1 + POSTS_PER_PAGE).map((post) => post.slug),
    );
  });

  it('filters by a category and offers only categories with posts', () => {
    const listing = blogListing(posts, search('category=laundry'));
    expect(listing.featured).toBeNull();
    expect(listing.posts.every((post) => post.category === 'laundry')).toBe(true);
    expect(listing.categories.map((category) => category.slug)).toEqual([
      'food',
      'laundry',
      'cleaning',
    ]);
  });

  it.each(['page=99', 'page=-1', 'page=2abc', 'category=<script>', 'category=gifting'])(
    'falls back to the first page of all posts for %s',
    (query) => {
      const listing = blogListing(posts, search(query));
      expect(listing.page).toBe(1);
      expect(listing.category).toBeNull();
      expect(listing.featured).not.toBeNull();
    },
  );

  it('writes the URL of a page and category, leaving out defaults', () => {
    expect(listingUrl('/blog', null, 1)).toBe('/blog');
    expect(listingUrl('/ke/blog', 'food', 2)).toBe('/ke/blog?category=food&page=2');
  });
});
