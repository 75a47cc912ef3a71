/**
 * One curation (/marketplace/curations/{id}, the curation's uuid): its title and description
 * from the active curations, and its products, each addable to its own store's cart. With the
 * customer's place, the API lists the products of the stores that deliver there first, each
 * store placed for it (the card says what delivery costs and takes, or that it does not deliver).
 */
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '@jara/api/api-error';
import { pathTo } from '@jara/contracts/site-paths';
import { usePageMeta } from '@jara/parcel/page-meta';
import { useParcelProps } from '@jara/parcel/parcel';
import type { ScreenProps } from '@jara/parcel/remote-routes';
import { activeCurationsQuery, curationProductsQuery } from '@jara/query/curation-queries';
import { LoadError } from '@jara/ui/load-error';
import { Skeleton, SkeletonGroup } from '@jara/ui/skeleton';
import { AppLink } from '@jara/parcel/app-link';
import { CurationNotFound } from './curation-not-found';
import { CurationProductCard } from './curation-product-card';
import { useCustomerPoint } from '../../widgets/use-customer-point';
import frame from '../../widgets/screen-frame.module.css';
import styles from './curation-screen.module.css';

const PLACEHOLDER_PRODUCTS = 4;

export function CurationScreen({ title, params }: ScreenProps) {
  const uuid = params.id ?? '';
  const { country } = useParcelProps();
  const point = useCustomerPoint();
  const curation = useQuery({
    ...activeCurationsQuery(country, point),
    select: (curations) => curations.find((item) => item.uuid === uuid),
  }).data;
  const products = useQuery(curationProductsQuery(uuid, point));
  const notFound = isApiError(products.error) && products.error.status === 404;
  usePageMeta(
    curation
      ? { title: curation.title, description: curation.description }
      : notFound
        ? { title: 'Curation not available' }
        : undefined,
  );

  if (notFound) {
    return (
      <div className={frame.screen}>
        <CurationNotFound />
      </div>
    );
  }

  const body = () => {
    if (products.isPending) {
      return (
        <SkeletonGroup label="Loading the curation" className={styles.grid}>
          {Array.from({ length: PLACEHOLDER_PRODUCTS }, (_, index) => (
            <Skeleton key={index} height="22rem" shape="block" />
          ))}
        </SkeletonGroup>
      );
    }
    if (products.isError) {
      return (
        <LoadError message="We could not load this curation." onRetry={() => products.refetch()} />
      );
    }
    if (products.data.length === 0) {
      return (
        <div className={styles.empty}>
          <p>This curation has no dishes right now.</p>
          <AppLink to={pathTo('curations')}>See all curations</AppLink>
        </div>
      );
    }
    return (
      <ul className={styles.grid}>
        {products.data.map((product) => (
          <li key={product.uuid}>
            <CurationProductCard product={product} />
          </li>
        ))}
      </ul>
    );
  };

  return (
    <div className={frame.screen}>
      <header className={styles.header}>
        <h1 className={frame.title}>{curation?.title ?? title}</h1>
        {curation ? (
          <p className={`${frame.note} ${styles.intro}`}>{curation.description}</p>
        ) : null}
      </header>
      {body()}
    </div>
  );
}
