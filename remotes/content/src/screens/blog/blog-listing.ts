/**
 * What one page of the blog index shows, from the country's posts and the URL's `?category=`
 * and `?page=`. Anything the URL says that does not fit (an unknown category, a page past the
 * end, text) falls back to the first page of all posts: a URL never breaks the index.
 */
import {
  POST_CATEGORIES,
  POSTS_PER_PAGE,
  type PostCategorySlug,
  type PostSummary,
} from '@jara/contracts/content';

export interface BlogListing {
  /** Shown large on the first page of all posts only. */
  featured: PostSummary | null;
  posts: PostSummary[];
  /** The categories that have posts, in the filter's order. */
  categories: { slug: PostCategorySlug; name: string }[];
  category: PostCategorySlug | null;
  page: number;
  pageCount: number;
}

export const CATEGORY_PARAM = 'category';
export const PAGE_PARAM = 'page';

function categoryOf(value: string | null, posts: PostSummary[]): PostCategorySlug | null {
  return posts.find((post) => post.category === value)?.category ?? null;
}

function pageOf(value: string | null, pageCount: number): number {
  const page = /^\d+$/.test(value ?? '') ? Number(value) : 1;
  return page >= 1 && page <= pageCount ? page : 1;
}

export function blogListing(allPosts: PostSummary[], search: URLSearchParams): BlogListing {
  const category = categoryOf(search.get(CATEGORY_PARAM), allPosts);
  const featured = category
    ? null
    : (allPosts.find((post) => post.featured) ?? allPosts[0] ?? null);
  const rest = allPosts.filter(
    (post) => post !== featured && (category === null || post.category === category),
  );
  const pageCount = Math.max(1, Math.ceil(rest.length / POSTS_PER_PAGE));
  const page = pageOf(search.get(PAGE_PARAM), pageCount);
  return {
    featured: page === 1 ? featured : null,
    posts: rest.slice((page - 1) * POSTS_PER_PAGE, page * POSTS_PER_PAGE),
    categories: POST_CATEGORIES.filter((entry) =>
      allPosts.some((post) => post.category === entry.slug),
    ).map(({ slug, name }) => ({ slug, name })),
    category,
    page,
    pageCount,
  };
}

/** The index's URL with a category and a page; the first page and all posts say nothing. */
export function listingUrl(pathname: string, category: PostCategorySlug | null, page: number) {
  const search = new URLSearchParams();
  if (category) search.set(CATEGORY_PARAM, category);
  if (page > 1) search.set(PAGE_PARAM, String(page));
  const query = search.toString();
  return query ? `${pathname}?${query}` : pathname;
}
