/**
 * One tag's dishes (/marketplace/search/{tag}): the slug names the tag, found among the tags of
 * every business type, and the page is titled by the tag's name.
 */
import { useId } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { Tag } from '@jara/contracts/entities';
import { usePageMeta } from '@jara/parcel/page-meta';
import { useParcelProps } from '@jara/parcel/parcel';
import { tagProductsQuery, tagsByBusinessTypeQuery } from '@jara/query/search-queries';
import { buttonClassName } from '@jara/ui/button';
import { LoadError } from '@jara/ui/load-error';
import { Skeleton, SkeletonGroup } from '@jara/ui/skeleton';
import { AppLink } from '@jara/parcel/app-link';
import { usePageNotFound } from '@jara/parcel/use-page-not-found';
import { DishListSkeleton } from '../../widgets/dish-list-skeleton';
import { DishesByStore } from '../../widgets/dishes-by-store';
import layout from '../../widgets/listing-page.module.css';
import frame from '../../widgets/screen-frame.module.css';
import { searchHref } from './use-search-text';

export function TagProducts({ slug }: { slug: string }) {
  const groups = useQuery(tagsByBusinessTypeQuery());
  if (groups.isPending) {
    return (
      <SkeletonGroup label="Loading the tag" className={frame.screen}>
        <Skeleton width="min(16rem, 100%)" height="2.2rem" />
        <DishListSkeleton label="Loading dishes" />
      </SkeletonGroup>
    );
  }
  if (groups.isError) {
    return (
      <div className={frame.screen}>
        <LoadError message="We could not load this tag." onRetry={() => groups.refetch()} />
      </div>
    );
  }
  const tag = groups.data.flatMap((group) => group.tags).find((each) => each.slug === slug);
  return tag ? <LoadedTag tag={tag} /> : <UnknownTag slug={slug} />;
}

function LoadedTag({ tag }: { tag: Tag }) {
  const headingId = useId();
  const { country } = useParcelProps();
  const products = useQuery(tagProductsQuery(country, tag.id));
  usePageMeta({ title: tag.name });
  const body = () => {
    if (products.isPending) return <DishListSkeleton label="Loading dishes" />;
    if (products.isError) {
      return (
        <LoadError message="We could not load these dishes." onRetry={() => products.refetch()} />
      );
    }
    if (products.data.length === 0) {
      return (
        <div className={frame.message}>
          <p>No store near you has {tag.name.toLowerCase()} yet.</p>
          <SearchLink />
        </div>
      );
    }
    return <DishesByStore products={products.data} />;
  };
  return (
    <div className={frame.screen}>
      <h1 className={frame.title}>{tag.name}</h1>
      <section className={layout.section} aria-labelledby={headingId}>
        <h2 id={headingId} className={layout.heading}>
          Dishes
        </h2>
        {body()}
      </section>
    </div>
  );
}

/**
 * A slug no tag has: the shell is told, and shows the site's not-found page in its 404 layout
 * with a noindex head; these words are for a shell that does not know that message yet.
 */
function UnknownTag({ slug }: { slug: string }) {
  usePageNotFound(window.location.pathname);
  return (
    <section className={frame.screen} aria-labelledby="unknown-tag">
      <h1 id="unknown-tag" className={frame.title}>
        This tag does not exist
      </h1>
      <p className={frame.message}>We found no tag called “{slug}”.</p>
      <SearchLink />
    </section>
  );
}

function SearchLink() {
  const { country } = useParcelProps();
  return (
    <AppLink to={searchHref('', country)} className={buttonClassName({ variant: 'secondary' })}>
      Search the marketplace
    </AppLink>
  );
}
