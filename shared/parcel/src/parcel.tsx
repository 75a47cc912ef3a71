/**
 * A remote declares a parcel in one line: `export const { bootstrap, mount, unmount, update } =
 * createParcel(App)`; its components read the shell's props with `useParcelProps()`.
 *
 * The root is also given the page's one QueryClient, so what a remote reads or invalidates is what
 * every other bundle sees.
 *
 * Both live in this one module on purpose: the props context is an identity, and federation
 * shares modules per import path, so a provider and a consumer split over two files could end
 * up holding two different contexts when two remotes provide them.
 */
import * as React from 'react';
import { createContext, useContext, type ComponentType } from 'react';
import * as ReactDOMClient from 'react-dom/client';
import singleSpaReact from 'single-spa-react';
import { countryOfPath } from '@jara/contracts/kenya-path';
import type { ParcelProps } from '@jara/contracts/remote-contract';
import type { RuntimeConfig } from '@jara/contracts/runtime-config';
import { QueryProvider } from '@jara/query/query-provider';
import { ParcelErrorBoundary } from './parcel-error-boundary';

export interface MountedParcelProps extends ParcelProps {
  /** Tells the shell this parcel crashed, so it can unmount it and show its fallback. */
  onError: (error: Error) => void;
}

const ParcelPropsContext = createContext<MountedParcelProps | null>(null);

/** For a tree rendered outside single-spa: a prerender gives its screens the page's props. */
export const ParcelPropsProvider = ParcelPropsContext.Provider;

const nothing = () => {};

/** What a prerender's screens are given: the path's country, and no visitor to act for. */
export function prerenderParcelProps(path: string): MountedParcelProps {
  return {
    country: countryOfPath(path),
    navigate: nothing,
    requestLogin: () => Promise.resolve(false),
    config: {} as RuntimeConfig,
    onError: nothing,
  };
}

export function useParcelProps(): MountedParcelProps {
  const props = useContext(ParcelPropsContext);
  if (!props) throw new Error('useParcelProps must be used inside a parcel made by createParcel');
  return props;
}

export function createParcel(Root: ComponentType) {
  function ParcelRoot(props: MountedParcelProps) {
    return (
      <ParcelErrorBoundary onError={props.onError}>
        <ParcelPropsContext.Provider value={props}>
          <QueryProvider>
            <Root />
          </QueryProvider>
        </ParcelPropsContext.Provider>
      </ParcelErrorBoundary>
    );
  }

  return singleSpaReact<MountedParcelProps>({
    React,
    ReactDOMClient,
    rootComponent: ParcelRoot,
    renderType: 'createRoot',
    // ParcelErrorBoundary is the boundary; single-spa-react's own would only duplicate it.
    suppressComponentDidCatchWarning: true,
  });
}
