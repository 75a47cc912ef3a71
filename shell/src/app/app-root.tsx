/**
 * The root route's element: everything a page needs from the shell that depends on the router
 * (the navigate handed to parcels) around the matched route.
 */
import { useMemo } from 'react';
import { Outlet, useNavigate } from 'react-router-dom';
import { requestLogin } from '@jara/bus/login-request';
import type { RuntimeConfig } from '@jara/contracts/runtime-config';
import type { ParcelProps } from '@jara/contracts/remote-contract';
import { locationStore } from '@jara/state/location-store';
import { useStore } from '@jara/state/use-store';
import { useRouteHead } from '../features/head/use-route-head';
import { createSiteNavigate } from '../features/navigation/site-navigate';
import { ShellParcelPropsProvider } from '../features/parcels/shell-parcel-props';

export function AppRoot({ config }: { config: RuntimeConfig }) {
  const navigate = useNavigate();
  useRouteHead();
  const country = useStore(locationStore, (state) => state.country);
  const siteNavigate = useMemo(() => createSiteNavigate(navigate), [navigate]);
  const parcelProps = useMemo<ParcelProps>(
    () => ({ navigate: siteNavigate, requestLogin, country, config }),
    [siteNavigate, country, config],
  );

  return (
    <ShellParcelPropsProvider value={parcelProps}>
      <Outlet />
    </ShellParcelPropsProvider>
  );
}
