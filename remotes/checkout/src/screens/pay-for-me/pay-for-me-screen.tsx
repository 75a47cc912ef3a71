import type { ScreenProps } from '@jara/parcel/remote-routes';

export function PayForMeScreen({ title }: ScreenProps) {
  return <h1>{title}</h1>;
}
