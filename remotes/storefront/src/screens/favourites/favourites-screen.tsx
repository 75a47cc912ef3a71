/** Work in progress (issue 8): replaced by the real screen. */
import type { ScreenProps } from '@jara/parcel/remote-routes';

export function FavouritesScreen({ title }: ScreenProps) {
  return <h1>{title}</h1>;
}
