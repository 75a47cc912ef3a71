/**
 * One group of routes that share a layout and an owner. The group's element stays mounted while
 * the customer moves between its routes, so a remote's parcel is not remounted on every
 * navigation inside that remote; the remote's own router follows the URL. When the remote finds
 * nothing at the path (a post nobody wrote), the group shows the site's not-found page, in the
 * 404 layout, until the URL moves on.
 */
import type { ScreenOwner } from '@jara/contracts/screen-spec';
import type { LayoutName } from '@jara/contracts/site-routes';
import { NotFoundPage } from '../errors/not-found-page';
import { useReportedNotFound } from '../errors/use-reported-not-found';
import { LAYOUT_COMPONENTS } from '../layouts/layout-registry';
import { RemoteParcel } from '../parcels/remote-parcel';
import { usePageReady } from '../prerender/use-page-ready';
import { KeepAliveOutlet } from './keep-alive-outlet';

export function RouteFrame({ layout, owner }: { layout: LayoutName; owner: ScreenOwner }) {
  const Layout = LAYOUT_COMPONENTS[layout];
  // A remote's screen says when its page is ready; a shell page is ready once it has mounted.
  usePageReady(owner === 'shell');
  const notFound = useReportedNotFound();
  if (notFound) return <NotFoundPage detail={notFound.detail} />;
  return (
    <Layout>
      {owner === 'shell' ? (
        <KeepAliveOutlet />
      ) : (
        <RemoteParcel key={owner} remote={owner} expose="./app" />
      )}
    </Layout>
  );
}
