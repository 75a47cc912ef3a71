/**
 * The stores that serve one area. With the customer's point, the ones that deliver there come
 * first and the others are marked on their cards (the API says which).
 */
import { useQuery } from '@tanstack/react-query';
import type { LocationArea } from '@jara/contracts/entities';
import { useParcelProps } from '@jara/parcel/parcel';
import { areaStoresQuery } from '@jara/query/marketplace-queries';
import { LoadError } from '@jara/ui/load-error';
import { AppLink } from '@jara/parcel/app-link';
import { STORE_LIST_PATH } from '../../widgets/store-paths';
import { useCustomerPoint } from '../../widgets/use-customer-point';
import { VendorList, VendorListEmpty, VendorListSkeleton } from '../../widgets/vendor-list';

export function AreaStores({ area }: { area: LocationArea }) {
  const { country } = useParcelProps();
  const point = useCustomerPoint();
  const stores = useQuery(areaStoresQuery(country, area.id, point));

  if (stores.isPending) return <VendorListSkeleton />;
  if (stores.isError) {
    return <LoadError message="We could not load the stores." onRetry={() => stores.refetch()} />;
  }
  if (stores.data.length === 0) {
    return (
      <VendorListEmpty>
        <p>No store serves {area.name} yet.</p>
        <AppLink to={STORE_LIST_PATH}>See all stores</AppLink>
      </VendorListEmpty>
    );
  }
  return <VendorList vendors={stores.data} />;
}
