/** An area the URL names but the country does not have: say so, and offer every store. */
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
