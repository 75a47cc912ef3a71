import { POST_CATEGORIES, type PostCategorySlug } from '@jara/contracts/content';

export function categoryName(slug: PostCategorySlug): string {
  return POST_CATEGORIES.find((category) => category.slug === slug)?.name ?? slug;
}
