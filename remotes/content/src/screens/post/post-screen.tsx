/** Stub: replaced by the content screens helper. */
import type { ScreenProps } from '@jara/parcel/remote-routes';

export function PostScreen({ title }: ScreenProps) {
  return <h1>{title}</h1>;
}
