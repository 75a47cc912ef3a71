/**
 * Food delivery in one area (/marketplace/location/{name}): the URL's name is resolved to one of
 * the country's location areas, then the stores that serve it are listed. An unknown name shows
 * a not-found state with a way to every store.
 */
import { useQuery } from '@tanstack/react-query';
import { useParcelProps } from '@jara/parcel/parcel';
import { usePageMeta } from '@jara/parcel/page-meta';
import type { ScreenProps } from '@jara/parcel/remote-routes';
import { locationAreasQuery } from '@jara/query/location-queries';
import { LoadError } from '@jara/ui/load-error';
import { Skeleton, SkeletonGroup } from '@jara/ui/skeleton';
import frame from '../../widgets/screen-frame.module.css';
import { AreaNotFound } from './area-not-found';
import { findArea } from './area-slug';
import { AreaStores } from './area-stores';

export function LocationScreen({ params }: ScreenProps) {
  const { country } = useParcelProps();
  const name = params.name ?? '';
  const areas = useQuery(locationAreasQuery(country));
  const area = areas.data ? findArea(areas.data, name) : null;
  const heading = area ? `Food delivery in ${area.name}` : undefined;
  usePageMeta(heading ? { title: heading } : undefined);

  if (areas.isPending) {
    return (
      <div className={frame.screen}>
        <SkeletonGroup label="Loading the area">
          <Skeleton width="min(22rem, 100%)" height="2.4rem" shape="block" />
        </SkeletonGroup>
      </div>
    );
  }
  if (areas.isError) {
    return (
      <div className={frame.screen}>
        <LoadError
          message="We could not load the delivery areas."
          onRetry={() => areas.refetch()}
        />
      </div>
    );
  }
  if (!area) return <AreaNotFound name={name} />;
  return (
    <div className={frame.screen}>
      <header className={frame.header}>
        <h1 className={frame.title}>{heading}</h1>
        <p className={frame.note}>
          Stores that serve {area.name}, {area.state}.
        </p>
      </header>
      <AreaStores area={area} />
    </div>
  );
}
