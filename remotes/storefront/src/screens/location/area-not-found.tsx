/**
 * An area the URL names but the country does not have: the shell is told, and shows the site's
 * not-found page in its 404 layout with a noindex head. The words below, with every store, are
 * for a shell that does not know that message yet (the remote and the shell are released apart).
 */
import { AppLink } from '@jara/parcel/app-link';
import { usePageNotFound } from '@jara/parcel/use-page-not-found';
import { STORE_LIST_PATH } from '../../widgets/store-paths';
import frame from '../../widgets/screen-frame.module.css';
import { humaniseSlug } from './area-slug';

export function AreaNotFound({ name }: { name: string }) {
  usePageNotFound(window.location.pathname);
  return (
    <div className={frame.screen}>
      <h1 className={frame.title}>We could not find that area</h1>
      <p className={frame.note}>
        There is no delivery area called “{humaniseSlug(name)}” here. It may be spelled differently,
        or we do not deliver there yet.
      </p>
      <p>
        <AppLink to={STORE_LIST_PATH}>See all stores</AppLink>
      </p>
    </div>
  );
}
