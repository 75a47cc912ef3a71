/** The shell's props (navigate, login, country, config) as React context inside a parcel. */
import { createContext, useContext } from 'react';
import type { ParcelProps } from '@jara/contracts/remote-contract';

export interface MountedParcelProps extends ParcelProps {
  /** Tells the shell this parcel crashed, so it can unmount it and show its fallback. */
  onError: (error: Error) => void;
}

const ParcelPropsContext = createContext<MountedParcelProps | null>(null);

export const ParcelPropsProvider = ParcelPropsContext.Provider;

export function useParcelProps(): MountedParcelProps {
  const props = useContext(ParcelPropsContext);
  if (!props) throw new Error('useParcelProps must be used inside a parcel made by createParcel');
  return props;
}
