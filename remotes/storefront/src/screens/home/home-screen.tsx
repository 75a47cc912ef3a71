/**
 * The marketplace home (/stores, /jara-for-web): store types to filter by, rows of offers and
 * hidden gems, and every store near the customer's delivery point (or in their country), with
 * "open now" and a sort. The filters live in the URL (`?type=…&open=1&sort=…`); with a place
 * chosen, every row and the grid put the stores that deliver there first (the API orders them).
 */
import { useSearchParams } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { useParcelProps } from '@jara/parcel/parcel';
import type { ScreenProps } from '@jara/parcel/remote-routes';
import type { Vendor } from '@jara/contracts/entities';
import { LoadError } from '@jara/ui/load-error';
import { FilterChips } from '../../widgets/filter-chips';
import { ListOrderToolbar } from '../../widgets/list-order-toolbar';
import {
  NO_FILTERS,
  readParams,
  vendorFilterFor,
  writeParams,
  type StoreListParams,
} from '../../widgets/store-list-params';
import { useCustomerPoint } from '../../widgets/use-customer-point';
import { useDrawnData } from '../../widgets/use-drawn-data';
import { useScreenReady } from '../../widgets/use-screen-ready';
import { HighlightsSkeleton } from './highlights-skeleton';
import { HOME_ROWS, highlightsQuery } from './home-screen-queries';
import { StoreGrid } from './store-grid';
import { VendorRow } from './vendor-row';
import frame from '../../widgets/screen-frame.module.css';

export function HomeScreen({ title }: ScreenProps) {
  const { country } = useParcelProps();
  const point = useCustomerPoint();
  const hasPoint = point.latitude !== undefined;
  const [search, setSearch] = useSearchParams();
  const params = readParams(search, hasPoint);
  const change = (next: StoreListParams) => setSearch(writeParams(next));
  const homepage = useQuery(highlightsQuery(country, point));
  const drawn = useDrawnData(homepage.data);
  useScreenReady(drawn, homepage);

  const type = drawn?.business_types.find((candidate) => candidate.slug === params.type) ?? null;
  const businessTypeId = type?.id ?? null;
  const filtered = businessTypeId !== null || params.openNow;
  const matches = (vendor: Vendor) =>
    (businessTypeId === null || vendor.business_type_ids.includes(businessTypeId)) &&
    (!params.openNow || vendor.is_open);
  const sectionFilter = {
    country_code: country,
    ...point,
    ...(businessTypeId === null ? {} : { business_type_id: businessTypeId }),
    ...(params.openNow ? { open_now: 1 as const } : {}),
  };

  // The store list does not wait for the homepage: it loads alongside, and still shows when the
  // homepage (types and rows) fails.
  const highlights = () => {
    if (homepage.isError) {
      return (
        <LoadError
          message="We could not load the marketplace."
          onRetry={() => homepage.refetch()}
        />
      );
    }
    if (!drawn) {
      return <HighlightsSkeleton />;
    }
    const types = drawn.business_types;
    return (
      <>
        <FilterChips
          label="Store type"
          options={types}
          selected={businessTypeId}
          onSelect={(id) =>
            change({ ...params, type: types.find((each) => each.id === id)?.slug ?? null })
          }
        />
        <ListOrderToolbar params={params} hasPoint={hasPoint} onChange={change} />
        {/* The first two rows' first covers are in the first screen at any width; on a
            phone the second row's first cover is the page's largest paint. */}
        {HOME_ROWS.map(({ section, title }) => (
          <VendorRow
            key={section}
            title={title}
            section={section}
            first={{
              vendors: drawn[section],
              perPage: drawn.section_pages[section].per_page,
              lastPage: drawn.section_pages[section].last_page,
            }}
            filter={sectionFilter}
            matches={filtered ? matches : null}
            priorityCards={2}
          />
        ))}
      </>
    );
  };

  return (
    <div className={frame.screen}>
      <h1 className={frame.title}>{title}</h1>
      {highlights()}
      <StoreGrid
        // A type in the URL waits for the types, rather than loading every store first.
        filter={
          params.type && homepage.isPending ? null : vendorFilterFor(point, businessTypeId, params)
        }
        typeName={type?.name ?? null}
        filtered={type !== null || params.openNow}
        onShowAll={() => change(NO_FILTERS)}
      />
    </div>
  );
}
