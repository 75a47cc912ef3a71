/** Which business types and tags a filter finds: their names contain it, ignoring case. */
import type { BusinessType, Tag } from '@jara/contracts/entities';
import type { BusinessTypeTags } from '@jara/query/search-queries';

export function matchCategories(groups: readonly BusinessTypeTags[], filter: string) {
  const wanted = filter.trim().toLocaleLowerCase();
  const matches = (name: string) => name.toLocaleLowerCase().includes(wanted);
  const businessTypes: BusinessType[] = groups
    .map((group) => group.businessType)
    .filter((type) => matches(type.name));
  const tags: Tag[] = groups.flatMap((group) => group.tags).filter((tag) => matches(tag.name));
  return { businessTypes, tags };
}
