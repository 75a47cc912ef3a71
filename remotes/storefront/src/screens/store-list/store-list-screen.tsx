/**
 * Every store of the customer's country (/store): filter by store type and "open now", sort by
 * rating, delivery fee or (once a location is chosen) distance and delivery time. The filters
 * live in the URL.
 * With a location chosen, the stores that deliver there come first and the others are marked.
 */
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { businessTypesQuery } from '@jara/query/search-queries';
import type { ScreenProps } from '@jara/parcel/remote-routes';
import { Button } from '@jara/ui/button';
import { useCustomerPoint } from '../../widgets/use-customer-point';
import { useDeliveryAreaName } from '../../widgets/use-delivery-area-name';
import { useVendorPages } from '../../widgets/use-vendor-pages';
import { VendorGrid } from '../../widgets/vendor-grid';
import {
  NO_FILTERS,
  readParams,
  vendorFilterFor,
  writeParams,
  type StoreListParams,
} from '../../widgets/store-list-params';
import { StoreListControls } from './store-list-controls';
import frame from '../../widgets/screen-frame.module.css';

export function StoreListScreen({ title }: ScreenProps) {
  const point = useCustomerPoint();
  const areaName = useDeliveryAreaName();
  const hasPoint = point.latitude !== undefined;
  const [search, setSearch] = useSearchParams();
  const params = readParams(search, hasPoint);
  const types = useQuery(businessTypesQuery());
  const type = types.data?.find((candidate) => candidate.slug === params.type) ?? null;

  const filter = vendorFilterFor(point, type?.id ?? null, params);
  // A type in the URL waits for the types, rather than loading every store first.
  const pages = useVendorPages(filter, !(params.type && types.isPending));
  const change = (next: StoreListParams) => setSearch(writeParams(next));
  const filtered = type !== null || params.openNow;

  return (
    <div className={frame.screen}>
      <header className={frame.header}>
        <h1 className={frame.title}>{title}</h1>
        {hasPoint && areaName ? (
          <p className={frame.note}>Stores that deliver to {areaName} come first.</p>
        ) : null}
      </header>
      <StoreListControls params={params} types={types} hasPoint={hasPoint} onChange={change} />
      <VendorGrid
        pages={pages}
        empty={
          filtered ? (
            <>
              <p>No stores match these filters.</p>
              <Button variant="secondary" onClick={() => change(NO_FILTERS)}>
                Clear filters
              </Button>
            </>
          ) : (
            <p>No stores here yet.</p>
          )
        }
      />
    </div>
  );
}
