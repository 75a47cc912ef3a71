/**
 * An area the URL names but the country does not have: the shell shows its 404 layout (noindex)
 * with which area was not found and a way to every store (issue 8, item 7). The screen below
 * says the same for a shell that does not know that message yet (the remote and the shell are
 * released apart).
 */
import type { NotFoundDetail } from '@jara/contracts/bus-events';
import { AppLink } from '@jara/parcel/app-link';
import { usePageNotFound } from '@jara/parcel/use-page-not-found';
import { STORE_LIST_PATH } from '../../widgets/store-paths';
import frame from '../../widgets/screen-frame.module.css';
import { humaniseSlug } from './area-slug';

const ALL_STORES = { href: STORE_LIST_PATH, label: 'See all stores' };

function notFound(name: string): NotFoundDetail {
  return {
    title: 'We could not find that area',
    message: `There is no delivery area called “${humaniseSlug(name)}” here. It may be spelled differently, or we do not deliver there yet.`,
    link: ALL_STORES,
  };
}

export function AreaNotFound({ name }: { name: string }) {
  const detail = notFound(name);
  usePageNotFound(window.location.pathname, detail);
  return (
    <div className={frame.screen}>
      <h1 className={frame.title}>{detail.title}</h1>
      <p className={frame.note}>{detail.message}</p>
      <p>
        <AppLink to={ALL_STORES.href}>{ALL_STORES.label}</AppLink>
      </p>
    </div>
  );
}
