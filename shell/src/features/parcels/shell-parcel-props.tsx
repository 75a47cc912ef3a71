/**
 * The props the shell hands to every parcel it mounts (spec'd in ParcelProps), provided once near
 * the root so every RemoteParcel passes the same navigate, login opener, country and config.
 */
import { createContext, useContext } from 'react';
import type { ParcelProps } from '@jara/contracts/remote-contract';

const ShellParcelPropsContext = createContext<ParcelProps | null>(null);

export const ShellParcelPropsProvider = ShellParcelPropsContext.Provider;

export function useShellParcelProps(): ParcelProps {
  const props = useContext(ShellParcelPropsContext);
  if (!props) throw new Error('RemoteParcel must be rendered inside ShellParcelPropsProvider');
  return props;
}
