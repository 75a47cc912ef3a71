/**
 * An area the URL names but the country does not have. It stays this screen rather than the
 * site's 404 layout: it says which area was not found and leads to every store (issue 8, item 7),
 * which the 404 page does not.
 */
import { AppLink } from '@jara/parcel/app-link';
import { STORE_LIST_PATH } from '../../widgets/store-paths';
import frame from '../../widgets/screen-frame.module.css';
import { humaniseSlug } from './area-slug';

export function AreaNotFound({ name }: { name: string }) {
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
