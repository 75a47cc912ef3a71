/**
 * Mounts one remote parcel into a DOM element and tears it down safely. Unmounting may be asked
 * for while the remote is still loading or mounting (the customer navigated away): the mounter
 * waits for the mount to settle, then unmounts, so single-spa never sees an illegal transition.
 */
import { mountRootParcel, type Parcel, type ParcelConfig } from 'single-spa';
import type { MountedParcelProps } from '@jara/parcel/parcel';

export type ParcelMountProps = Omit<MountedParcelProps, 'onError'> & {
  onError: (error: Error) => void;
};

export interface MountedParcel {
  update(props: ParcelMountProps): void;
  unmount(): Promise<void>;
}

export async function mountParcel(
  config: ParcelConfig,
  domElement: HTMLElement,
  props: ParcelMountProps,
): Promise<MountedParcel> {
  const parcel: Parcel = mountRootParcel(config, { domElement, ...props });
  await parcel.mountPromise;
  let unmounting: Promise<void> | null = null;
  return {
    update(next) {
      if (parcel.getStatus() === 'MOUNTED' && parcel.update) {
        parcel.update({ domElement, ...next }).catch((error: unknown) => {
          console.error('[parcel] update failed', error);
        });
      }
    },
    unmount() {
      unmounting ??=
        parcel.getStatus() === 'MOUNTED'
          ? parcel.unmount().then(() => undefined)
          : Promise.resolve();
      return unmounting;
    },
  };
}
